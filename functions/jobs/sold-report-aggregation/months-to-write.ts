import { addMonths, currentMonth, monthRange, type Month } from '@shared/months';
import { ValidationError } from '../../lib/errors';
import type { JobInput } from '../job';
import type { JobRun } from '../job-state-repository';

/**
 * Which months a run writes. A scheduled run writes the month to date and the month before
 * it (so on the 1st the month just closed gets its final figures), reaching further back
 * to the month of its last run when runs were missed. `--month` writes one month; `--all`,
 * a first run, or a run after an import rebuilds every month of the data.
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
  if (input.all || !lastRun) return dataMonths;
  const lastRunMonth = currentMonth(new Date(lastRun.ranAt));
  const previous = addMonths(current, -1);
  return monthRange(lastRunMonth < previous ? lastRunMonth : previous, current);
}
