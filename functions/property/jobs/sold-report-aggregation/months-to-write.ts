import { addMonths, currentMonth, monthRange, type Month } from '@shared/months';
import { ValidationError } from '../../../lib/errors';
import type { JobInput } from '../../../jobs/job';
import type { JobRun } from '../../../jobs/job-state-repository';

/**
 * The shape of the signed-in documents the job writes. A run after one that wrote another
 * shape rebuilds every month, so no document of the old shape stays behind: shape 2 added the
 * visitors' disclosure decisions; shape 3 stores each document as one JSON string; shape 4
 * drops the decisions again, since visitors read the months' publications instead; shape 5
 * adds last year's mean price-to-list ratio and where the data begins. The
 * visitors' publications are never rebuilt (`publish.ts`): a change of their shape must read
 * the old one.
 */
export const documentsVersion = 5;

/**
 * Which months of the signed-in documents a run writes. A scheduled run writes the month to
 * date and the month before it (so on the 1st the month just closed gets its final figures),
 * reaching further back to the month of its last run when runs were missed. `--month` writes
 * one month; `--all`, a first run, a run after an import, or the first run after the
 * documents' shape changed rebuilds every month of the data. None of it touches what
 * visitors see of a closed month, which is published once (`publish.ts`).
 */
export function monthsToWrite(input: JobInput, lastRun: JobRun | undefined, now: Date, dataMonths: Month[]): Month[] {
  const current = currentMonth(now);
  if (input.month) {
    if (input.month > current) {
      throw new ValidationError([
        { field: 'month', message: `${input.month} is after the current month, ${current}.` },
      ]);
    }
    return [input.month as Month];
  }
  if (input.all || !lastRun || lastRun.summary.documentsVersion !== documentsVersion) return dataMonths;
  const lastRunMonth = currentMonth(new Date(lastRun.ranAt));
  const previous = addMonths(current, -1);
  return monthRange(lastRunMonth < previous ? lastRunMonth : previous, current);
}
