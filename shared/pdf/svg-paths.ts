/** SVG path strings of shapes in the layout's top-down coordinates (model.ts). */
const n = (value: number) => Number(value.toFixed(2));

export function roundedRectPath(x: number, y: number, width: number, height: number, radius: number): string {
  const r = Math.max(0, Math.min(radius, width / 2, height / 2));
  if (r === 0) return `M ${n(x)} ${n(y)} H ${n(x + width)} V ${n(y + height)} H ${n(x)} Z`;
  const k = r * 0.4477; // 1 - 0.5523: where a quarter circle's control points sit
  const right = x + width;
  const bottom = y + height;
  return [
    `M ${n(x + r)} ${n(y)}`,
    `H ${n(right - r)}`,
    `C ${n(right - k)} ${n(y)} ${n(right)} ${n(y + k)} ${n(right)} ${n(y + r)}`,
    `V ${n(bottom - r)}`,
    `C ${n(right)} ${n(bottom - k)} ${n(right - k)} ${n(bottom)} ${n(right - r)} ${n(bottom)}`,
    `H ${n(x + r)}`,
    `C ${n(x + k)} ${n(bottom)} ${n(x)} ${n(bottom - k)} ${n(x)} ${n(bottom - r)}`,
    `V ${n(y + r)}`,
    `C ${n(x)} ${n(y + k)} ${n(x + k)} ${n(y)} ${n(x + r)} ${n(y)}`,
    'Z',
  ].join(' ');
}

export function polylinePath(points: ReadonlyArray<readonly [number, number]>, closed: boolean): string {
  const path = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'} ${n(x)} ${n(y)}`).join(' ');
  return closed ? `${path} Z` : path;
}
