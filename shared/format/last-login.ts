import { displayDate } from './dates';

/** The engagement figures a contact's row and card show (document 2 §9), in one place for both. */

const dayMs = 86_400_000;

/** Session times in whole minutes. */
export function minutes(ms: number): string {
  return `${Math.round(ms / 60_000)} min`;
}

/** 'Within a day', 'Yesterday', '5 days ago', or the date (`YYYY-MM-DD`, Toronto). */
export function lastLoginLabel(lastLoginAt: string | undefined, now: Date): string {
  if (!lastLoginAt) return 'Never signed in';
  const days = Math.floor((now.getTime() - Date.parse(lastLoginAt)) / dayMs);
  if (days < 1) return 'Within a day';
  if (days < 2) return 'Yesterday';
  if (days < 30) return `${days} days ago`;
  return displayDate(lastLoginAt);
}
