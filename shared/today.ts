import { followUpKind } from './follow-up';
import { dayAfter, torontoDate } from './format/dates';
import { homeReasonNote, homeReasons, homeReasonText, type HomeFacts, type HomeReason } from './today-home';
import {
  followUpSuggestionDays,
  suggestionHint,
  type FollowUp,
  type FollowUpSuggestion,
  type UserListItem,
} from './users';

/*
 * The agent's Today view (issue 29, ours): one ranked list of who to call, and why. Follow-ups
 * first (overdue, a date before yesterday as DECISIONS row 10 says, then yesterday's, then
 * today's), then the engagement suggestions: a discussion asked for on a valuation (DECISIONS
 * row 6), a home's value moved 5%+ (today-home.ts), three report or valuation opens within 7
 * days, two e-mail opens or clicks within 7 days, and the anniversaries of a purchase or an annual report.
 * Pure: the day is an argument.
 */

export type TodayReason =
  | { kind: 'overdue' | 'yesterday' | 'today'; followUp: FollowUp }
  | { kind: 'discussion'; valuationId: string; address: string; at: string }
  | { kind: 'reportOpens' | 'emailEngagement'; at: string }
  | HomeReason;

export type TodayReasonKind = TodayReason['kind'];

/** The ranks of the reasons, most urgent first. */
export const todayReasonOrder: readonly TodayReasonKind[] = [
  'overdue',
  'yesterday',
  'today',
  'discussion',
  'valueMove',
  'reportOpens',
  'emailEngagement',
  'reportAnniversary',
  'purchaseAnniversary',
];

/** The reasons that offer "Prepare the annual report" (issue 29). */
export const annualReportReasons: readonly TodayReasonKind[] = [
  'valueMove',
  'reportAnniversary',
  'purchaseAnniversary',
];

export interface TodayRow {
  contact: UserListItem;
  /** Most urgent first. */
  reasons: TodayReason[];
}

/** A discussion asked for on a valuation that is not confirmed yet (a confirmation request). */
export interface DiscussionRequest {
  contact: UserListItem;
  valuationId: string;
  address: string;
  at: string;
}

export interface TodayInput {
  /** Today in Toronto, `YYYY-MM-DD`. */
  today: string;
  /** The contacts whose follow-up (the viewer's) is due: on or before today. */
  due: UserListItem[];
  /** The contacts suggested to their agent. */
  suggested: UserListItem[];
  discussions: DiscussionRequest[];
  /** The contacts' valuations, for the home reasons. */
  homes?: HomeFacts[];
}

/**
 * Whether a follow-up suggestion still holds on `today` (Toronto): the event that made it came
 * within the last 7 days; its hint gives that event's day ("within 7 days (latest …)"). An older
 * one is not shown.
 */
export function suggestionHolds(suggestion: FollowUpSuggestion, today: string): boolean {
  return torontoDate(new Date(suggestion.at)) > dayAfter(today, -followUpSuggestionDays);
}

const rankOf = (reason: TodayReason) => todayReasonOrder.indexOf(reason.kind);

/** Within one rank: the oldest follow-up date first; the latest engagement first. */
function within(a: TodayReason, b: TodayReason): number {
  if ('followUp' in a && 'followUp' in b) return a.followUp.date.localeCompare(b.followUp.date);
  if ('at' in a && 'at' in b) return b.at.localeCompare(a.at);
  if ('change' in a && 'change' in b) return Math.abs(b.change) - Math.abs(a.change);
  if ('days' in a && 'days' in b) return Math.abs(a.days) - Math.abs(b.days);
  return 0;
}

/** The ranked rows: one per contact, with every reason they have, by their most urgent one. */
export function rankToday({ today, due, suggested, discussions, homes = [] }: TodayInput): TodayRow[] {
  const rows = new Map<string, TodayRow>();
  const add = (contact: UserListItem, reason: TodayReason) => {
    const row = rows.get(contact.id) ?? { contact, reasons: [] };
    row.reasons.push(reason);
    rows.set(contact.id, row);
  };
  for (const contact of due) {
    const kind = contact.followUp && followUpKind(contact.followUp.date, today);
    if (kind && contact.followUp) add(contact, { kind, followUp: contact.followUp });
  }
  for (const contact of suggested) {
    const suggestion: FollowUpSuggestion | undefined = contact.followUpSuggestion;
    if (suggestion && !contact.followUp) add(contact, { kind: suggestion.reason, at: suggestion.at });
  }
  for (const request of discussions) {
    add(request.contact, {
      kind: 'discussion',
      valuationId: request.valuationId,
      address: request.address,
      at: request.at,
    });
  }
  for (const home of homes) {
    for (const reason of homeReasons(home, today)) add(home.contact, reason);
  }
  const ranked = [...rows.values()].map((row) => ({
    ...row,
    reasons: [...row.reasons].sort((a, b) => rankOf(a) - rankOf(b) || within(a, b)),
  }));
  return ranked.sort((a, b) => {
    const [x, y] = [a.reasons[0]!, b.reasons[0]!];
    return rankOf(x) - rankOf(y) || within(x, y) || a.contact.id.localeCompare(b.contact.id);
  });
}

/** A row without its follow-up (cleared or moved past today): undefined when nothing is left. */
export function withoutFollowUp(row: TodayRow): TodayRow | undefined {
  const reasons = row.reasons.filter((reason) => !('followUp' in reason));
  return reasons.length > 0 ? { contact: { ...row.contact, followUp: undefined }, reasons } : undefined;
}

/** What each reason says on the row. */
export function reasonText(reason: TodayReason): string {
  switch (reason.kind) {
    case 'overdue':
      // The date it was due: it turns overdue two days later, so "overdue since" misdated it (QA 38b L9).
      return `Follow-up overdue, due ${reason.followUp.date}`;
    case 'yesterday':
      return 'Follow-up was due yesterday';
    case 'today':
      return 'Follow-up due today';
    case 'discussion':
      return `Asked to discuss the valuation of ${reason.address}`;
    case 'reportOpens':
    case 'emailEngagement':
      return suggestionHint({ reason: reason.kind, at: reason.at });
    default:
      return homeReasonText(reason);
  }
}

/** Whether a row's contact has a follow-up due: overdue, yesterday's or today's (its first reason, the most urgent). */
export const hasFollowUpDue = (row: TodayRow): boolean => 'followUp' in row.reasons[0]!;

/**
 * The list's count in words, saying how many of its contacts have a follow-up due and how many
 * are there for another reason (a discussion asked for, their opens, their home): QA 76c L1,
 * "16 contacts to follow up" counted 7 the agent had set no follow-up for.
 */
export function todayCountText(rows: readonly TodayRow[]): string {
  const contacts = (n: number) => (n === 1 ? '1 contact' : `${n.toLocaleString('en-US')} contacts`);
  const due = rows.filter(hasFollowUpDue).length;
  const other = rows.length - due;
  if (other === 0) return `${contacts(due)} with a follow-up due`;
  if (due === 0) return `${contacts(other)} to call, none with a follow-up due`;
  return `${contacts(rows.length)}: ${due.toLocaleString('en-US')} with a follow-up due, ${other.toLocaleString('en-US')} to call for another reason`;
}

/** What a follow-up's note keeps of a reason (100 characters at most): a home's move without its figures. */
export function reasonNote(reason: TodayReason): string {
  return reason.kind === 'valueMove' ? homeReasonNote(reason) : reasonText(reason);
}
