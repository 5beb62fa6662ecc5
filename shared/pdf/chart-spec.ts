import type { Colour } from './model';
import type { TextStyle } from './text';

/** What a line chart (chart.ts) draws and how. */
export interface LineChartSeries {
  label: string;
  colour: Colour;
  /** One value per label; null leaves a gap. */
  values: ReadonlyArray<number | null>;
  /** Drawn thicker and on top. */
  emphasis?: boolean;
  /** A dot on every value (the default); off for daily series, where dots would crowd. */
  dots?: boolean;
  /** Its average line's value when it is not the mean of `values` (a figure pooled over sales). */
  average?: number | null;
}

/**
 * A value marked on the chart, e.g. the agent's confirmed value on the day it was confirmed.
 * Without an index (a value set outside the chart's span) it is a labelled horizontal line.
 */
export interface ChartMarker {
  /** The label index it sits at; none for a reference line across the plot. */
  index?: number;
  value: number;
  label: string;
  colour: Colour;
  /** Its pill goes under the point where there is room (above it otherwise): clear of another marker's above. */
  below?: boolean;
}

export interface ChartTheme {
  title: TextStyle;
  caption: TextStyle;
  tick: TextStyle;
  legend: TextStyle;
  grid: Colour;
  axis: Colour;
}

export interface LineChartSpec {
  x: number;
  y: number;
  width: number;
  height: number;
  title: string;
  /** What the values are, shown under the title: "Average sold price". */
  caption?: string;
  /** One per value; an empty label is not drawn (a daily series labels a few days). */
  labels: readonly string[];
  /** The width a label may take, centred on its point; by default the point's share of the width. */
  labelWidth?: number;
  /** A second line under some labels, e.g. the year under January. */
  subLabels?: ReadonlyArray<string | undefined>;
  series: readonly LineChartSeries[];
  rows: number;
  formatTick: (value: number) => string;
  includeZero?: boolean;
  /** Whole-number gridline steps, for days and percentages. */
  integerTicks?: boolean;
  /** The value axis's least span, as a share of its largest value (`ScaleOptions.leastSpan`). */
  leastSpan?: number;
  averageLines?: boolean;
  /** Legend text of the average lines. */
  averageLabel?: string;
  /** Draws each series as one line across null values instead of leaving gaps. */
  connectGaps?: boolean;
  markers?: readonly ChartMarker[];
  /**
   * The axis is fitted to the values up to this one: a value above the axis's top tick is drawn
   * at the top, marked by a chevron with its value written beside it (an outlier month that would
   * squash the others flat). The average lines are those of the real values, and must lie under it.
   */
  clipAbove?: number;
  theme: ChartTheme;
}
