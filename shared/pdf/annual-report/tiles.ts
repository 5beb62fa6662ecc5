import type { PdfOp } from '../model';
import { textOp } from '../text';
import { colours, text } from '../theme';
import { area, type AnnualReportLayoutContext } from './layout-context';

export interface Tile {
  label: string;
  value: string;
  note: string;
}

export const tileHeight = 74;

/** Figures side by side in quiet panels across the drawing area. */
export function tileOps(ctx: AnnualReportLayoutContext, tiles: readonly Tile[], top: number): PdfOp[] {
  const gap = 10;
  const width = (area.width - gap * (tiles.length - 1)) / tiles.length;
  return tiles.flatMap((tile, i) => {
    const x = area.left + i * (width + gap);
    const inner = { x: x + 14, width: width - 28 };
    return [
      {
        kind: 'rect',
        x,
        y: top,
        width,
        height: tileHeight,
        fill: colours.panel,
        stroke: colours.rule,
        strokeWidth: 0.7,
        radius: 8,
      },
      textOp(tile.label.toUpperCase(), { ...inner, y: top + 20 }, text.label, ctx.measure),
      textOp(tile.value, { ...inner, y: top + 45 }, { size: 20, weight: 'bold', colour: colours.ink }, ctx.measure),
      textOp(tile.note, { ...inner, y: top + 62 }, text.small, ctx.measure),
    ] satisfies PdfOp[];
  });
}
