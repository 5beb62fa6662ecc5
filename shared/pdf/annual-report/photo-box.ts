import type { PdfOp } from '../model';
import { colours } from '../theme';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A photo filling its box (cover-fit), or when the caller could not load it a quiet
 * placeholder: a grey panel with a house outline, so a failed photo never fails the report.
 */
export function photoOps(key: string, available: ReadonlySet<string>, box: Box): PdfOp[] {
  if (available.has(key)) return [{ kind: 'image', key, ...box, fit: 'cover' }];
  const size = Math.min(box.width, box.height) * 0.32;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const u = size / 32;
  const house: Array<[number, number]> = [
    [4, 15],
    [16, 5],
    [28, 15],
    [28, 28],
    [4, 28],
    [4, 15],
  ];
  return [
    { kind: 'rect', ...box, fill: '#eef1f3' },
    {
      kind: 'polyline',
      points: house.map(([x, y]) => [cx - size / 2 + x * u, cy - size / 2 + y * u] as const),
      stroke: colours.faint,
      width: 1.2,
    },
  ];
}
