import { monthLabel } from '@shared/sold-report/month-label';
import { seriesKeys, type SeriesKey } from './chart-series';
import { visitorWithheldReason } from './withheld-note';

/** One chart's dashed 12-month lines. */
export interface ChartAverages {
  /** What the chart draws, as a sentence names it: 'days on market'. */
  figure: string;
  /** Each series' 12-month figure; null: no line (seriesAverages). */
  averages: Record<SeriesKey, number | null>;
  /** The series whose line is withheld from a visitor (withheldAverages). */
  withheld: readonly SeriesKey[];
}

/** `a`, `a and b`, `a, b and c`. */
const listed = (items: readonly string[], word: 'and' | 'or') =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1)}`;

/**
 * What the legend says the dashed lines are: the 12-month average, with the series that have one
 * in some chart when not all do ("12-month average (GTA and Toronto)"); null when no chart draws
 * one. QA L7: a visitor's neighbourhood had no line while the legend promised one.
 */
export function averagesLegendLabel(charts: readonly ChartAverages[], names: Record<SeriesKey, string>) {
  const drawn = seriesKeys.filter((key) => charts.some((chart) => chart.averages[key] !== null));
  if (drawn.length === 0) return null;
  if (drawn.length === seriesKeys.length) return '12-month average';
  const series = drawn.map((key) => names[key]);
  return `12-month average (${listed(series, 'and')})`;
}

/**
 * Why a visitor sees no 12-month line of a series, or null when no line is withheld. A year's
 * figure pooled over a withheld month would give that month away (twelveMonthFigure), so the
 * line goes with it: in the month to date, whose figures visitors get once it is over (as the
 * report's "Month to date" notice says), for every series; else for the series and charts
 * that have such a month, with the reason the report gives for every withheld figure.
 */
export function withheldAveragesNote(
  charts: readonly ChartAverages[],
  names: Record<SeriesKey, string>,
  /**
   * The report's month when visitors have no figure of it: the month to date (`toDate`), or a
   * month over that is not published yet (the first hour or so of the next).
   */
  unpublished: { month: string; toDate: boolean } | null,
): string | null {
  const withheld = seriesKeys.filter((key) => charts.some((chart) => chart.withheld.includes(key)));
  if (withheld.length === 0) return null;
  if (unpublished?.toDate) {
    return `No 12-month average while ${monthLabel(unpublished.month)} is not over: its figures are shown to visitors once it is.`;
  }
  if (unpublished) {
    return `No 12-month average until the figures of ${monthLabel(unpublished.month)} are published, within hours of its end.`;
  }
  const everywhere = withheld.filter((key) => charts.every((chart) => chart.withheld.includes(key)));
  const partly = withheld
    .filter((key) => !everywhere.includes(key))
    .map((key) => {
      const figures = charts.filter((chart) => chart.withheld.includes(key)).map((chart) => chart.figure);
      return `${names[key]}'s ${listed(figures, 'and')}`;
    });
  const wholly = everywhere.map((key) => names[key]);
  const whole = wholly.length ? [listed(wholly, 'or')] : [];
  return `No 12-month average for ${[...whole, ...partly].join(', or for ')}: ${visitorWithheldReason}`;
}
