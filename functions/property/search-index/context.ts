import { torontoDate } from '@shared/format/dates';
import type { FilterContext } from './filter';
import { dayNumber } from './days';

/** What a search call compares against: today in Toronto, now, and who is asking. */
export function searchContext(now: Date, signedIn: boolean): FilterContext {
  return { today: dayNumber(torontoDate(now)), now: now.getTime(), signedIn };
}
