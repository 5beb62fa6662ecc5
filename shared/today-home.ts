import type { UserListItem } from './users';
import type { AgentHome } from './home-value/types';
import { formatCurrency } from './format/currency';

/*
 * Today's reasons that come from a contact's home (issue 29): its value moved 5% or more since
 * the last annual report (or, with no report or one made before reports kept their value, since
 * the value the agent confirmed), and the
 * anniversaries of the purchase and of the last annual report within a week either side.
 * Pure: the day is an argument. None of these is engagement, so no machine open can make one.
 */

/** How far the value has to move, either way, to be a reason. */
export const valueMoveThreshold = 0.05;
/** How many days before or after an anniversary it is a reason. */
export const anniversaryWindowDays = 7;

/** One valuation of a contact, with what Today needs of it and of its latest annual report. */
export interface HomeFacts {
  contact: UserListItem;
  valuationId: string;
  address: string;
  /** The model's value today. */
  value: number;
  confirmedValue?: number;
  /** `YYYY-MM-DD`: the owner's purchase (or the listing's last sale). */
  lastPurchaseDate?: string;
  /** The latest annual report of this valuation: its value and its Toronto day. */
  lastReport?: { value?: number; day: string };
}

export type HomeReason =
  | {
      kind: 'valueMove';
      valuationId: string;
      address: string;
      change: number;
      since: 'report' | 'confirmed';
      /** The base (the estimate when the report was made, or the confirmed value) and today's estimate. */
      from: number;
      to: number;
    }
  | {
      kind: 'purchaseAnniversary' | 'reportAnniversary';
      valuationId: string;
      address: string;
      /** The day of the purchase or report. */
      date: string;
      /** Days from today to the anniversary: positive ahead, negative past, 0 today. */
      days: number;
    };

const dayMs = 86_400_000;
const noon = (day: string) => Date.parse(`${day}T12:00:00Z`);
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The day's anniversary in a year; 29 February's is the 28th in a year without one. */
function anniversaryIn(date: string, year: number): string {
  const monthDay = date.slice(5) === '02-29' && !isLeap(year) ? '02-28' : date.slice(5);
  return `${year}-${monthDay}`;
}

/**
 * Days from `today` to the nearest anniversary of `date` (a later year than the date's own),
 * when it is within `window` days either side; otherwise undefined.
 */
export function anniversaryOffset(date: string, today: string, window = anniversaryWindowDays): number | undefined {
  const year = Number(today.slice(0, 4));
  const offsets = [year - 1, year, year + 1]
    .filter((candidate) => candidate > Number(date.slice(0, 4)))
    .map((candidate) => Math.round((noon(anniversaryIn(date, candidate)) - noon(today)) / dayMs))
    .filter((days) => Math.abs(days) <= window);
  return offsets.sort((a, b) => Math.abs(a) - Math.abs(b))[0];
}

/**
 * One home's facts from `GET /homevalue/agent/homes` and the Toronto day and value of its latest
 * annual report (if any), as `homeReasons` reads them.
 */
export function agentHomeFacts(
  home: AgentHome,
  lastReport: { value?: number; day: string } | undefined,
): Omit<HomeFacts, 'contact'> & { userId: string } {
  return {
    userId: home.userId,
    valuationId: home.valuationId,
    address: home.address,
    value: home.value,
    ...(home.confirmedValue !== undefined && { confirmedValue: home.confirmedValue }),
    ...(home.lastPurchaseDate && { lastPurchaseDate: home.lastPurchaseDate }),
    ...(lastReport && { lastReport }),
  };
}

/** The reasons one home gives today. */
export function homeReasons(home: Omit<HomeFacts, 'contact'>, today: string): HomeReason[] {
  const { valuationId, address } = home;
  const reasons: HomeReason[] = [];
  const base = home.lastReport?.value
    ? { value: home.lastReport.value, since: 'report' as const }
    : home.confirmedValue
      ? { value: home.confirmedValue, since: 'confirmed' as const }
      : undefined;
  if (base && base.value > 0) {
    const change = (home.value - base.value) / base.value;
    if (Math.abs(change) >= valueMoveThreshold)
      reasons.push({
        kind: 'valueMove',
        valuationId,
        address,
        change,
        since: base.since,
        from: base.value,
        to: home.value,
      });
  }
  const anniversaries = [
    ['purchaseAnniversary', home.lastPurchaseDate?.slice(0, 10)],
    ['reportAnniversary', home.lastReport?.day],
  ] as const;
  for (const [kind, date] of anniversaries) {
    const days = date ? anniversaryOffset(date, today) : undefined;
    if (date && days !== undefined) reasons.push({ kind, valuationId, address, date, days });
  }
  return reasons;
}

const inDays = (days: number) =>
  days === 0
    ? 'today'
    : days > 0
      ? `in ${days} ${days === 1 ? 'day' : 'days'}`
      : `${-days} ${days === -1 ? 'day' : 'days'} ago`;

/** A value move in words, without its figures: "Estimate up 9.2% since the last annual report". */
function moveWords(reason: Extract<HomeReason, { kind: 'valueMove' }>): string {
  const percent = `${Math.abs(reason.change * 100).toFixed(1)}%`;
  return reason.since === 'report'
    ? `Estimate ${reason.change > 0 ? 'up' : 'down'} ${percent} since the last annual report`
    : `Estimate ${percent} ${reason.change > 0 ? 'above' : 'below'} the confirmed value`;
}

/** A home reason as a follow-up's note keeps it: a move without its figures, so the address fits. */
export function homeReasonNote(reason: HomeReason): string {
  return reason.kind === 'valueMove' ? `${moveWords(reason)} (${reason.address})` : homeReasonText(reason);
}

/** What a home reason says on its row. */
export function homeReasonText(reason: HomeReason): string {
  if (reason.kind === 'valueMove') {
    // Both figures, named: the base of a report is our estimate when it was made, which the
    // report itself does not show (it shows the confirmed value; QA 29).
    const [from, to] = [formatCurrency(reason.from), formatCurrency(reason.to)];
    const figures =
      reason.since === 'report' ? `our estimate then ${from}, now ${to}` : `${from} confirmed, our estimate ${to}`;
    return `${moveWords(reason)} (${figures}; ${reason.address})`;
  }
  const what = reason.kind === 'purchaseAnniversary' ? `Purchase anniversary` : `Annual report anniversary`;
  const of = reason.kind === 'purchaseAnniversary' ? `bought ${reason.date}` : `last report ${reason.date}`;
  return `${what} ${inDays(reason.days)} (${of}, ${reason.address})`;
}
