import { torontoDate } from './dates';

/** The engagement figures a contact's row and card show (document 2 §9), in one place for both. */

const dayMs = 86_400_000;

/**
 * Session times in whole minutes; '—' where no session was timed (a contact who never signed in,
 * or whose sessions were not counted): "0 min" read as a measurement (QA 38b L5). Under half a
 * minute is "<1 min", not "0 min" (QA 77a L3: 7 sessions of 5 s on average read as none).
 */
export function minutes(ms: number): string {
  if (!(ms > 0)) return '—';
  return ms < 30_000 ? '<1 min' : `${Math.round(ms / 60_000)} min`;
}

/** The same in a line of figures, where a lone '—' would say nothing. */
export const averageSessionLine = (ms: number, suffix: string): string =>
  ms > 0 ? `${minutes(ms)} ${suffix}` : 'No session timed';

/**
 * The visits an average time on site is over (QA 38b L6): only sessions timed with the visitor's
 * consent count (DECISIONS row 44), so 10 timed visits can stand beside 42 logins. The answer
 * gives the total and the average, not the count; their ratio is it.
 */
export function timedVisitsLine(totalMs: number, averageMs: number): string | undefined {
  if (!(averageMs > 0)) return undefined;
  const visits = Math.max(1, Math.round(totalMs / averageMs));
  return `Over ${visits} timed ${visits === 1 ? 'visit' : 'visits'}`;
}

/**
 * 'Today', 'Yesterday', '5 days ago' by Toronto's calendar (a login on Saturday afternoon is two
 * days ago on Monday morning, as the contact's page dates it), or the date (`YYYY-MM-DD`) from
 * 30 days.
 */
export function lastLoginLabel(lastLoginAt: string | undefined, now: Date): string {
  if (!lastLoginAt) return 'Never signed in';
  const login = torontoDate(new Date(lastLoginAt));
  // Whole days between the two calendar dates (noon UTC of each: no daylight-saving hour counts).
  const days = Math.round((Date.parse(`${torontoDate(now)}T12:00:00Z`) - Date.parse(`${login}T12:00:00Z`)) / dayMs);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 30) return `${days} days ago`;
  return login;
}
