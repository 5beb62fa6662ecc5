import type { Colour, MeasureText, PdfOp } from './model';
import type { ChartTheme, LineChartSpec } from './chart-spec';
import { fitText, textOp } from './text';

/** The legend's swatch and the gap between entries, in pt. */
const legendSwatch = 14;
const legendGap = 12;

export interface LegendItem {
  label: string;
  colour: Colour;
  dashed: boolean;
  width: number;
}

export const widthOf = (items: readonly LegendItem[]) =>
  items.reduce((sum, item) => sum + item.width, 0) + legendGap * Math.max(0, items.length - 1);

/**
 * The legend's entries, the longest labels shortened (to 60 pt at the least) until the
 * legend fits `room`; it may still not fit, and then goes on a line of its own.
 */
export function legendItems(spec: LineChartSpec, measure: MeasureText, room: number): LegendItem[] {
  const style = spec.theme.legend;
  const entries = spec.series.map((s) => ({ label: s.label, colour: s.colour, dashed: false }));
  if (spec.averageLines) entries.push({ label: spec.averageLabel ?? 'Average', colour: spec.theme.axis, dashed: true });
  const build = (maxLabel: number) =>
    entries.map((entry) => {
      const label = fitText(entry.label, maxLabel, style, measure);
      return { ...entry, label, width: legendSwatch + 4 + measure(label, style.weight, style.size) };
    });
  let maxLabel = 140;
  let items = build(maxLabel);
  while (widthOf(items) > room && maxLabel > 60) {
    maxLabel -= 10;
    items = build(maxLabel);
  }
  return items;
}

export function drawLegend(
  items: LegendItem[],
  x: number,
  baseline: number,
  theme: ChartTheme,
  measure: MeasureText,
): PdfOp[] {
  const ops: PdfOp[] = [];
  let left = x;
  const midY = baseline - theme.legend.size * 0.35;
  for (const item of items) {
    ops.push({
      kind: 'line',
      x1: left,
      y1: midY,
      x2: left + legendSwatch,
      y2: midY,
      width: item.dashed ? 0.8 : 2,
      colour: item.colour,
      ...(item.dashed && { dash: [3, 2.5] }),
    });
    if (!item.dashed) ops.push({ kind: 'circle', cx: left + legendSwatch / 2, cy: midY, r: 2, fill: item.colour });
    ops.push(
      textOp(
        item.label,
        { x: left + legendSwatch + 4, y: baseline, width: item.width - legendSwatch - 4 },
        theme.legend,
        measure,
      ),
    );
    left += item.width + legendGap;
  }
  return ops;
}
