import { addMonths, fromApiTime } from '../months';
import { monthLabel } from './month-label';
import type { MonthlyStatistic, SoldReportAnswer, Statistics, TypeReport } from './types';

/**
 * A sold report as far as the data reaches (QA 44 M1). The report of a month before the data
 * began had said "0 sales in June 2020", and a month's change from last year compared it with a
 * month the data covered in part: the seed begins on December 3, 2021, with a fortnight of
 * listings selling, so December 2022's Mississauga detached read +67% (25 sales against 15).
 *
 * `dataFrom` is the first list date of the data (`YYYY-MM-DD`). A month before its month has no
 * figures: its counts and averages are null (`--`), not zeros. Last year's figures are null
 * where last year's month was not covered whole: before the data, or its first month when the
 * data began after the 1st. A month's own figures in that first month are kept; the screen says
 * they cover only part of it (`dataFrom` is in the answer).
 */
export function withinData(answer: SoldReportAnswer, dataFrom: string | undefined): SoldReportAnswer {
  if (!dataFrom) return answer;
  const first = dataFrom.slice(0, 7);
  const coveredWhole = (month: string) => month > first || (month === first && dataFrom.slice(8, 10) === '01');
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
    ...(!coveredWhole(lastYear) && {
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
 * it, only part of its first month, no change from a last year it does not cover whole.
 */
export function dataExtentNote(month: string, dataFrom: string | undefined): string | undefined {
  if (!dataFrom) return undefined;
  const first = dataFrom.slice(0, 7);
  const partial = dataFrom.slice(8, 10) !== '01';
  const begins = partial ? `on ${dataFrom.slice(0, 10)}` : `in ${monthLabel(first)}`;
  const lastYear = addMonths(month, -12);
  if (month < first) return `Our sales records begin ${begins}: there are no figures for ${monthLabel(month)}.`;
  if (month === first && partial)
    return `Our sales records begin ${begins}: the figures of ${monthLabel(month)} cover only the days from then, and there is no change from last year to show.`;
  if (lastYear < first || (lastYear === first && partial))
    return `Our sales records begin ${begins}: there is no change from ${monthLabel(lastYear)} to show.`;
  return undefined;
}
