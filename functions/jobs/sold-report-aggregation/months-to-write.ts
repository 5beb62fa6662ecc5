import { addMonths, currentMonth, monthRange, type Month } from '@shared/months';
import { ValidationError } from '../../lib/errors';
import type { JobInput } from '../job';
import type { JobRun } from '../job-state-repository';

/**
 * The shape of the documents the job writes. A run after one that wrote another shape
 * rebuilds every month, so no document of the old shape stays behind: shape 2 added the
 * visitors' disclosure decisions, without which a report shows a visitor no sold figure;
 * shape 3 stores each document as one JSON string.
 */
export const documentsVersion = 3;

/**
 * Which months a run writes. A scheduled run writes the month to date and the month before
 * it (so on the 1st the month just closed gets its final figures), reaching further back
 * to the month of its last run when runs were missed. `--month` writes one month; `--all`,
 * a first run, a run after an import, or the first run after the documents' shape changed
 * rebuilds every month of the data.
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
