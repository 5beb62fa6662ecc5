import { addMonths, fromApiTime } from '../months';
import { monthLabel } from './month-label';
import type { MonthlyStatistic, SoldReportAnswer, Statistics, TypeReport } from './types';

/**
 * Where the data begins: its first list date (`YYYY-MM-DD`), and the first month all of whose
 * sales it holds (`YYYY-MM`; a month's sales include homes listed months before, and those listed
 * before the data began are not in it). Either may be absent before the job has written it.
 */
export interface DataExtent {
  dataFrom?: string;
  wholeFrom?: string;
}

/** The first month whose sales the data holds whole: `wholeFrom`, else the first month begun on or after `dataFrom`. */
function wholeFromOf({ dataFrom, wholeFrom }: DataExtent): string | undefined {
  if (wholeFrom) return wholeFrom;
  if (!dataFrom) return undefined;
  return dataFrom.slice(8, 10) === '01' ? dataFrom.slice(0, 7) : addMonths(dataFrom.slice(0, 7), 1);
}

/**
 * A sold report as far as the data reaches (QA 44 M1). The report of a month before the data
 * began had said "0 sales in June 2020", and a month's change from last year compared it with a
 * month the data held in part: the seed begins on 2021-12-03, so December 2022's Mississauga
 * detached read +67% (25 sales against 15).
 *
 * A month before the data has no figures: its counts and averages are null (`--`), not zeros.
 * Last year's figures are null where last year's month is not held whole (before `wholeFrom`).
 * A month's own figures from the data's first month on are kept; the screen says when they are
 * partial (`dataExtentNote`; the answer carries the extent).
 */
export function withinData(answer: SoldReportAnswer, extent: DataExtent): SoldReportAnswer {
  const { dataFrom } = extent;
  const whole = wholeFromOf(extent);
  if (!dataFrom || !whole) return answer;
  const first = dataFrom.slice(0, 7);
  const month = fromApiTime(answer.time);
  const lastYear = addMonths(month, -12);
  const report = (r: TypeReport): TypeReport => ({
    ...r,
    ...(month < first && {
      soldNumber: null,
      averagePrice: null,
      averageListPrice: null,
      averageSellingToListPrice: null,
      dom: null,
    }),
    ...(lastYear < whole && {
      soldNumberLastYear: null,
      averagePriceLastYear: null,
      averageListPriceLastYear: null,
      averageSellingToListPriceLastYear: null,
      domLastYear: null,
    }),
  });
  const noFigures = (s: MonthlyStatistic): MonthlyStatistic => ({ ...s, soldPrice: null, dom: null, soldNumber: null });
  const statistics = (series: Statistics): Statistics =>
    Object.fromEntries(
      Object.entries(series).map(([m, byType]) => [
        m,
        m < first
          ? (Object.fromEntries(Object.entries(byType).map(([type, s]) => [type, noFigures(s)])) as typeof byType)
          : byType,
      ]),
    );
  return {
    ...answer,
    dataFrom,
    dataWholeFrom: whole,
    reports: Object.fromEntries(
      Object.entries(answer.reports).map(([type, r]) => [type, report(r)]),
    ) as SoldReportAnswer['reports'],
    statistics: statistics(answer.statistics),
    communityStatistics: statistics(answer.communityStatistics),
    neighbourhoodStatistics: statistics(answer.neighbourhoodStatistics),
  };
}

/** Whether `month` (`YYYY-MM`) is before the data began. */
export const isBeforeData = (month: string, dataFrom: string | undefined): boolean =>
  dataFrom !== undefined && month < dataFrom.slice(0, 7);

/**
 * What the report says of where the data begins, when it matters to `month`: no figures before
 * it, only part of a month's sales before `wholeFrom`, no change from a last year it does not
 * hold whole.
 */
export function dataExtentNote(month: string, extent: DataExtent): string | undefined {
  const { dataFrom } = extent;
  const whole = wholeFromOf(extent);
  if (!dataFrom || !whole) return undefined;
  const begins = `Our sales records begin on ${dataFrom.slice(0, 10)}`;
  const lastYear = addMonths(month, -12);
  if (month < dataFrom.slice(0, 7)) return `${begins}: there are no figures for ${monthLabel(month)}.`;
  if (month < whole)
    return `${begins}, and homes listed before then are missing from the sales of the months after: the figures of ${monthLabel(month)} cover only part of its sales, and there is no change from last year to show.`;
  if (lastYear < dataFrom.slice(0, 7))
    return `${begins}: there are no sales of ${monthLabel(lastYear)} in them, so there is no change from it to show.`;
  if (lastYear < whole)
    return `${begins}: the sales of ${monthLabel(lastYear)} are not all in them, so there is no change from it to show.`;
  return undefined;
}
