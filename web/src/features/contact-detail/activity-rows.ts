import { displayDate, torontoTimeOfDay } from '@shared/format/dates';
import type { FeedEntry } from '@shared/feeds';
import { monthLabel } from '@shared/sold-report/month-label';

/** One row of the Activity history: an event, or a run of the same event one after another. */
export interface ActivityRow {
  id: string;
  date: string;
  /** `10:55`, or the run's first and last, `09:10–11:02` (Toronto). */
  time: string;
  title: string;
  description?: string;
  /** How many events the row stands for (1: one). */
  count: number;
}

/**
 * What an event was about, in words: a sold report's neighbourhood by its name and its month
 * as a month ("Erindale, October 2026", not "erindale, 2026-10"); else as the API gives it.
 */
export function describeEntry(item: FeedEntry, neighbourhoodNames: ReadonlyMap<string, string>): string | undefined {
  if (item.nid && !item.payload?.address) {
    const name = neighbourhoodNames.get(item.nid) ?? item.nid;
    return item.month ? `${name}, ${monthLabel(item.month)}` : name;
  }
  return item.description;
}

/**
 * The history's rows, newest first (as the items come): the same event repeated on the same day
 * with nothing between (a valuation viewed 23 times in a morning) is one row, "×23", with the
 * span of its times.
 */
export function activityRows(
  items: readonly FeedEntry[],
  neighbourhoodNames: ReadonlyMap<string, string>,
): ActivityRow[] {
  const rows: (ActivityRow & { first: string; last: string })[] = [];
  for (const item of items) {
    const at = new Date(item.time);
    const date = displayDate(at);
    const time = torontoTimeOfDay(at);
    const description = describeEntry(item, neighbourhoodNames);
    const previous = rows.at(-1);
    if (previous && previous.date === date && previous.title === item.title && previous.description === description) {
      previous.count += 1;
      previous.first = time;
      continue;
    }
    rows.push({
      id: item.id,
      date,
      time,
      first: time,
      last: time,
      title: item.title,
      count: 1,
      ...(description && { description }),
    });
  }
  return rows.map(({ first, last, ...row }) => ({ ...row, time: first === last ? last : `${first}–${last}` }));
}
