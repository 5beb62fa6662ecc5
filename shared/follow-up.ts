import { dayBefore, torontoDate } from './format/dates';

/*
 * When a follow-up is due (DECISIONS row 10): apart from the Today view's ranking (today.ts), so
 * the contact list and a contact's page, which mark an overdue date, load these rules without the
 * Today view's (1.6 KB gzipped of the contact list's first load).
 */

/** Which follow-up reason a due date is; undefined when it is not due yet. */
export function followUpKind(date: string, today: string): 'overdue' | 'yesterday' | 'today' | undefined {
  const yesterday = dayBefore(today);
  if (date < yesterday) return 'overdue';
  if (date === yesterday) return 'yesterday';
  return date === today ? 'today' : undefined;
}

/**
 * Document 2 §4: a follow-up dated before yesterday (Toronto) is overdue, in the warning colour
 * wherever it shows (the Agent Contacts list, the contact's page).
 */
export function isOverdue(date: string, now: Date): boolean {
  return followUpKind(date, torontoDate(now)) === 'overdue';
}
