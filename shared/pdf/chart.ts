import type { MeasureText, PdfOp } from './model';
import { niceScale } from './scale';
import { fitText, textOp } from './text';
import { drawLegend, legendItems, widthOf } from './chart-legend';
import type { ChartMarker, ChartTheme, LineChartSeries, LineChartSpec } from './chart-spec';

export type { ChartMarker, ChartTheme, LineChartSeries, LineChartSpec };

/**
 * A line chart: series over the same labelled points, horizontal gridlines (`rows` equal
 * steps), a legend, and optionally each series' average as a dashed line. Reused by every
 * report that draws a trend.
 */
export function lineChart(spec: LineChartSpec, measure: MeasureText): PdfOp[] {
  const { theme } = spec;
  const ops: PdfOp[] = [];

  // Title and caption on the left, the legend on the right (or under them when it does not fit).
  const titleBaseline = spec.y + theme.title.size;
  ops.push(textOp(spec.title, { x: spec.x, y: titleBaseline, width: spec.width / 2 }, theme.title, measure));
  const titleWidth = measure(spec.title, theme.title.weight, theme.title.size);
  const besideRoom = spec.width - titleWidth - 24;
  let legend = legendItems(spec, measure, besideRoom);
  let legendWidth = widthOf(legend);
  const legendBeside = legendWidth <= besideRoom;
  if (!legendBeside) {
    legend = legendItems(spec, measure, spec.width);
    legendWidth = widthOf(legend);
  }
  let cursorY = titleBaseline;
  if (legendBeside) {
    ops.push(...drawLegend(legend, spec.x + spec.width - legendWidth, titleBaseline - 2, theme, measure));
  }
  if (spec.caption) {
    cursorY += theme.caption.size + 5;
    ops.push(textOp(spec.caption, { x: spec.x, y: cursorY, width: spec.width }, theme.caption, measure));
  }
  if (!legendBeside) {
    cursorY += theme.legend.size + 7;
    ops.push(...drawLegend(legend, spec.x, cursorY - 2, theme, measure));
  }

  // The plot: value axis on the left, point labels underneath. With clipAbove, the axis fits
  // the values up to it; a value past the axis's top is drawn there.
  const clip = spec.clipAbove;
  const fitted = (value: number | null) => (clip !== undefined && value !== null && value > clip ? clip : value);
  const all = [
    ...spec.series.flatMap((s) => [...s.values.map(fitted), ...(spec.averageLines ? [averageOf(s)] : [])]),
    ...(spec.markers ?? []).map((m) => m.value),
    ...(clip !== undefined ? [clip] : []),
  ];
  const scale = niceScale(
    all.filter((v): v is number => v !== null),
    spec.rows,
    { includeZero: spec.includeZero, integers: spec.integerTicks, leastSpan: spec.leastSpan },
  );
  const top = clip === undefined ? undefined : scale.max;
  const onScale = (value: number | null) => (top !== undefined && value !== null && value > top ? top : value);
  const tickLabels = scale.ticks.map(spec.formatTick);
  const tickWidth = Math.max(...tickLabels.map((t) => measure(t, theme.tick.weight, theme.tick.size)));
  const hasSubLabels = spec.subLabels?.some(Boolean) ?? false;
  const plot = {
    left: spec.x + tickWidth + 8,
    right: spec.x + spec.width,
    top: cursorY + 12,
    bottom: spec.y + spec.height - (theme.tick.size + 6) * (hasSubLabels ? 2 : 1) - 2,
  };
  const yOf = (value: number) =>
    plot.bottom - ((value - scale.min) / (scale.max - scale.min)) * (plot.bottom - plot.top);
  const band = (plot.right - plot.left) / Math.max(1, spec.labels.length);
  const xOf = (index: number) => plot.left + band * (index + 0.5);

  scale.ticks.forEach((tick, i) => {
    const y = yOf(tick);
    const isBase = i === 0;
    ops.push({
      kind: 'line',
      x1: plot.left,
      y1: y,
      x2: plot.right,
      y2: y,
      width: isBase ? 0.8 : 0.5,
      colour: isBase ? theme.axis : theme.grid,
    });
    ops.push(
      textOp(
        tickLabels[i]!,
        { x: spec.x, y: y + theme.tick.size * 0.35, width: tickWidth, align: 'right' },
        theme.tick,
        measure,
      ),
    );
  });

  const labelWidth = spec.labelWidth ?? band;
  // A label centred on its point, moved inwards where it would pass the chart's ends.
  const labelLeft = (i: number) => Math.max(spec.x, Math.min(plot.right - labelWidth, xOf(i) - labelWidth / 2));
  spec.labels.forEach((label, i) => {
    if (!label) return;
    const baseline = plot.bottom + theme.tick.size + 5;
    const x = labelLeft(i);
    ops.push(textOp(label, { x, y: baseline, width: labelWidth, align: 'center' }, theme.tick, measure));
    const sub = spec.subLabels?.[i];
    if (sub) {
      ops.push(
        textOp(
          sub,
          { x, y: baseline + theme.tick.size + 3, width: labelWidth, align: 'center' },
          theme.caption,
          measure,
        ),
      );
    }
  });

  const ordered = [...spec.series].sort((a, b) => Number(a.emphasis ?? false) - Number(b.emphasis ?? false));
  if (spec.averageLines) {
    for (const series of ordered) {
      const mean = averageOf(series);
      if (mean === null) continue;
      ops.push({
        kind: 'line',
        x1: plot.left,
        y1: yOf(mean),
        x2: plot.right,
        y2: yOf(mean),
        width: 0.8,
        colour: series.colour,
        dash: [3, 2.5],
      });
    }
  }
  for (const series of ordered) {
    ops.push(...seriesOps({ ...series, values: series.values.map(onScale) }, xOf, yOf, spec.connectGaps ?? false));
  }
  if (top !== undefined) ops.push(...offScaleOps(spec, top, xOf, yOf(top), plot, measure));
  for (const marker of spec.markers ?? []) ops.push(...markerOps(marker, xOf, yOf, plot, theme, measure));
  return ops;
}

/**
 * Each value past the axis's top: a chevron over its point, drawn at the top, and the value
 * written beside it in its series' colour (left of the point in the plot's right half), one
 * under the other when two series are off the scale in the same month.
 */
function offScaleOps(
  spec: LineChartSpec,
  axisTop: number,
  xOf: (i: number) => number,
  top: number,
  plot: { left: number; right: number },
  measure: MeasureText,
): PdfOp[] {
  const style = { ...spec.theme.tick, weight: 'semibold' } as const;
  const ops: PdfOp[] = [];
  const perMonth = new Map<number, number>();
  for (const series of spec.series) {
    series.values.forEach((value, i) => {
      if (value === null || !(value > axisTop)) return;
      const x = xOf(i);
      const row = perMonth.get(i) ?? 0;
      perMonth.set(i, row + 1);
      const label = spec.formatTick(Math.round(value));
      const width = measure(label, style.weight, style.size);
      const rightHalf = x > (plot.left + plot.right) / 2;
      ops.push(
        {
          kind: 'polyline',
          points: [
            [x - 3, top - 3],
            [x, top - 6],
            [x + 3, top - 3],
          ],
          stroke: series.colour,
          width: 1.2,
        },
        textOp(
          label,
          { x: rightHalf ? x - 6 - width : x + 6, y: top + style.size * 0.35 + row * (style.size + 2), width },
          { ...style, colour: series.colour },
          measure,
        ),
      );
    });
  }
  return ops;
}

/**
 * A ring on the value, a dashed drop line to the axis, and its label in a pill above; or, for a
 * reference line, a dashed line across the plot with the pill over its left end.
 */
function markerOps(
  marker: ChartMarker,
  xOf: (i: number) => number,
  yOf: (v: number) => number,
  plot: { left: number; right: number; top: number; bottom: number },
  theme: ChartTheme,
  measure: MeasureText,
): PdfOp[] {
  const y = yOf(marker.value);
  const style = { ...theme.legend, weight: 'semibold', colour: '#ffffff' } as const;
  const pillHeight = style.size + 7;
  const maxText = Math.min(200, plot.right - plot.left - 12);
  const shown = fitText(marker.label, maxText, style, measure);
  const pillWidth = measure(shown, style.weight, style.size) + 12;
  const reference = marker.index === undefined;
  // A reference line's label sits at the plot's left end, clear of the latest values on the right.
  const x = reference ? plot.left + 6 + pillWidth / 2 : xOf(marker.index!);
  const gap = reference ? 4 : 10;
  const pillLeft = Math.max(plot.left, Math.min(plot.right - pillWidth, x - pillWidth / 2));
  // Above the point (or line) when there is room, else below it; a marker asked below, the other way.
  const above = y - gap - pillHeight;
  const roomAbove = above >= plot.top - 4;
  const roomBelow = y + gap + pillHeight <= plot.bottom + 4;
  const pillTop = marker.below ? (roomBelow || !roomAbove ? y + gap : above) : roomAbove ? above : y + gap;
  const mark: PdfOp[] = reference
    ? [{ kind: 'line', x1: plot.left, y1: y, x2: plot.right, y2: y, width: 0.9, colour: marker.colour, dash: [4, 3] }]
    : [
        { kind: 'line', x1: x, y1: y, x2: x, y2: plot.bottom, width: 0.7, colour: marker.colour, dash: [2, 2] },
        { kind: 'circle', cx: x, cy: y, r: 4.2, fill: '#ffffff', stroke: marker.colour, strokeWidth: 1.6 },
        { kind: 'circle', cx: x, cy: y, r: 1.8, fill: marker.colour },
      ];
  return [
    ...mark,
    {
      kind: 'rect',
      x: pillLeft,
      y: pillTop,
      width: pillWidth,
      height: pillHeight,
      fill: marker.colour,
      radius: pillHeight / 2,
    },
    textOp(
      shown,
      { x: pillLeft + 6, y: pillTop + pillHeight / 2 + style.size * 0.36, width: pillWidth - 12 },
      style,
      measure,
    ),
  ];
}

/** A series' average line: its own figure when it has one, else the mean of its values. */
const averageOf = (series: LineChartSeries) => (series.average !== undefined ? series.average : average(series.values));

/** The mean of the values present; null when there are none. */
export function average(values: ReadonlyArray<number | null>): number | null {
  const present = values.filter((v): v is number => v !== null && Number.isFinite(v));
  return present.length ? present.reduce((sum, v) => sum + v, 0) / present.length : null;
}

function seriesOps(
  series: LineChartSeries,
  xOf: (i: number) => number,
  yOf: (v: number) => number,
  connectGaps: boolean,
): PdfOp[] {
  const ops: PdfOp[] = [];
  const width = series.emphasis ? 2 : 1.25;
  let run: Array<[number, number]> = [];
  const flush = () => {
    if (run.length > 1) ops.push({ kind: 'polyline', points: run, stroke: series.colour, width });
    run = [];
  };
  series.values.forEach((value, i) => {
    if (value === null || !Number.isFinite(value)) return connectGaps ? undefined : flush();
    run.push([xOf(i), yOf(value)]);
  });
  flush();
  if (series.dots === false) return ops;
  series.values.forEach((value, i) => {
    if (value === null || !Number.isFinite(value)) return;
    ops.push({
      kind: 'circle',
      cx: xOf(i),
      cy: yOf(value),
      r: series.emphasis ? 2.2 : 1.7,
      fill: series.colour,
      stroke: '#ffffff',
      strokeWidth: 0.6,
    });
  });
  return ops;
}
