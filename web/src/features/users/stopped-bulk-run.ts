import { storedSession } from '../../lib/stored-session';
import type { BulkAction } from './api/bulk-calls';

/*
 * A bulk action the agent left before it was done (QA 69b M1): its calls run from this tab, so
 * leaving the page (after the question) or reloading it stops them part-way. What was reached is
 * kept in the tab's storage, which a reload keeps, and the users list says it once on return.
 * No names, only the action and its counts, and only for the user who left it: none is kept once
 * signed out (a sign-out clears the tab's storage, then the page goes: review 69b M1), and one
 * kept is said only to that user.
 */

export interface StoppedBulkRun {
  action: BulkAction;
  /** Rows whose call had started (or that were refused before any call) when it stopped. */
  reached: number;
  total: number;
}

const key = 'stoppedBulkRun';

const actionNames: Record<BulkAction, string> = {
  followUp: 'Set follow-up',
  resend: 'Resend invitations',
  archive: 'Archive',
};

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function isStoppedBulkRun(value: unknown): value is StoppedBulkRun {
  if (typeof value !== 'object' || value === null) return false;
  const { action, reached, total } = value as Record<string, unknown>;
  return typeof action === 'string' && action in actionNames && isCount(reached) && isCount(total) && reached <= total;
}

export function recordStoppedBulkRun(run: StoppedBulkRun): void {
  const viewer = storedSession()?.sub;
  if (!viewer) return;
  try {
    sessionStorage.setItem(key, JSON.stringify({ ...run, viewer }));
  } catch {
    // Storage disabled or full: the run stops all the same, unreported.
  }
}

/** The run left unfinished in this tab, if any (anything but its shape reads as none). */
export function readStoppedBulkRun(): StoppedBulkRun | undefined {
  try {
    const text = sessionStorage.getItem(key);
    const value: unknown = text ? JSON.parse(text) : undefined;
    const viewer = storedSession()?.sub;
    if (!isStoppedBulkRun(value) || !viewer || (value as { viewer?: unknown }).viewer !== viewer) return undefined;
    const { action, reached, total } = value;
    return { action, reached, total };
  } catch {
    return undefined;
  }
}

/** Said once: the list forgets the run as it shows it. */
export function forgetStoppedBulkRun(): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing was stored.
  }
}

const figure = (n: number) => n.toLocaleString('en-US');

/** "Set follow-up stopped at 167 of 1,689: the other 1,522 were not changed." */
export const stoppedBulkRunNotice = ({ action, reached, total }: StoppedBulkRun) =>
  `${actionNames[action]} stopped at ${figure(reached)} of ${figure(total)}: the other ${figure(total - reached)} ${total - reached === 1 ? 'was' : 'were'} not changed.`;
