import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnnualReportListItem } from '@shared/annual-report/types';
import { runBulk } from '@shared/bulk';
import { torontoDate } from '@shared/format/dates';
import { agentValuationsPageSize, type HomeValuation } from '@shared/home-value/types';
import type { DiscussionRequest } from '@shared/today';
import { agentHomeFacts, homeReasons, type HomeFacts } from '@shared/today-home';
import type { UserListItem, UsersPage } from '@shared/users';
import { api } from '../../../lib/api/client';

/** What the Today view is drawn from; `agentId` is the agent an admin chose (an agent: none). */
export interface TodayData {
  due: UserListItem[];
  suggested: UserListItem[];
  discussions: DiscussionRequest[];
  homes: HomeFacts[];
  /** Each valuation's latest annual report (for "Prepare the annual report"). */
  reports: AnnualReportListItem[];
  /** The contacts owned more valuations than `agentHomesLimit`: only the newest gave home reasons. */
  homesTruncated?: true;
  /** More follow-ups were due than one page of `GET /users` holds: the longest-due were read. */
  dueTruncated?: ListTruncated;
  /** More contacts were suggested than one page holds: the page's first were read. */
  suggestedTruncated?: ListTruncated;
  /** The confirmation requests went on past `checkedRequests`: only the newest gave discussions. */
  discussionsTruncated?: true;
}

/** A list read in part: the rows read, of how many there are. */
export interface ListTruncated {
  shown: number;
  total: number;
}

/** At most this many pages of `GET /homevalue/agent` (newest first) feed the discussions. */
const maxValuationPages = 20;
/** How many confirmation requests (everyone's, newest first) those pages hold at most. */
export const checkedRequests = maxValuationPages * agentValuationsPageSize;

/**
 * The largest page `GET /users` answers. Past it the list says so (`dueTruncated`): the API
 * would page on (`from`), but the screen draws every row, and a day's calls past a thousand
 * are not a list anyone works through.
 */
const all = '1000';

/**
 * Whether the agent can work with the contact today: not archived (they cannot sign in until an
 * admin unarchives them) nor being deleted. `GET /users?followUp=` leaves such contacts out of
 * the follow-ups; this leaves them out of the valuation reasons (QA 71b). The contacts list still
 * shows them, with their badge.
 */
const isWorkable = (contact: UserListItem) => contact.status !== 'archived' && contact.status !== 'deleting';

/** What a page of `GET /users` left out of its list, if anything. */
const truncationOf = (page: UsersPage): ListTruncated | undefined =>
  page.total > page.items.length ? { shown: page.items.length, total: page.total } : undefined;

/**
 * `GET /homevalue/agent`, page after page (newest first): the open confirmation requests of an
 * agent's contacts (DECISIONS row 6); an admin's all.
 */
async function confirmationRequests(signal?: AbortSignal): Promise<{ items: HomeValuation[]; truncated: boolean }> {
  const items: HomeValuation[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < maxValuationPages; page += 1) {
    const answer = await api.homeValue.agentValuations({ query: cursor ? { cursor } : {} }, { signal });
    items.push(...answer.items);
    cursor = answer.next;
    if (!cursor) break;
  }
  return { items, truncated: cursor !== undefined };
}

/** The contacts' rows, a few calls at a time (`GET /users/{id}`); one that fails is left out. */
async function contactsById(ids: string[], signal?: AbortSignal): Promise<Map<string, UserListItem>> {
  const contacts = new Map<string, UserListItem>();
  await runBulk([...new Set(ids)], async (id) => {
    contacts.set(id, await api.user.getUser({ params: { id } }, { signal }));
  });
  return contacts;
}

/** Each valuation's latest report. */
function latestReports(reports: AnnualReportListItem[]): Map<string, AnnualReportListItem> {
  const latest = new Map<string, AnnualReportListItem>();
  for (const report of reports) {
    const known = latest.get(report.valuationId);
    if (!known || report.createdAt > known.createdAt) latest.set(report.valuationId, report);
  }
  return latest;
}

/**
 * The valuation reasons, each with its contact's row for the call and e-mail actions: the
 * discussions asked for on valuations not yet confirmed (DECISIONS row 6), and the home reasons
 * (shared/today-home.ts) from every owned valuation of the contacts, confirmed or not (`GET
 * /homevalue/agent/homes`, the chosen agent's for an admin), and their latest annual reports.
 * For an admin, those of the chosen agent's contacts only.
 */
async function valuationReasons(agentId: string | undefined, today: string, signal?: AbortSignal) {
  const [{ items: requests, truncated: requestsTruncated }, { items: homesOwned, truncated }, { items: reports }] =
    await Promise.all([
      confirmationRequests(signal),
      api.homeValue.agentHomes({ query: agentId ? { agentId } : {} }, { signal }),
      api.homeValue.agentReports({}, { signal }),
    ]);
  const latest = latestReports(reports);
  // The server lists those awaiting review: a confirmed one too, whose owner changed the home's
  // details and asked again (functions/home-value/review-request.ts; review 63 M1).
  const asked = requests.filter((valuation) => valuation.userId && valuation.discussionRequestedAt);
  const facts = homesOwned.map((home) => {
    const report = latest.get(home.valuationId);
    return agentHomeFacts(
      home,
      report && { value: report.valueAtReport, day: torontoDate(new Date(report.createdAt)) },
    );
  });
  const moving = facts.filter((fact) => homeReasons(fact, today).length > 0);
  const contacts = await contactsById(
    [...asked.map((valuation) => valuation.userId!), ...moving.map((fact) => fact.userId)],
    signal,
  );
  const theirs = (id: string) => {
    const contact = contacts.get(id);
    return contact && isWorkable(contact) && (!agentId || contact.agentId === agentId) ? contact : undefined;
  };
  const discussions = asked.flatMap((valuation) => {
    const contact = theirs(valuation.userId!);
    if (!contact) return [];
    const at = valuation.discussionRequestedAt!;
    return [{ contact, valuationId: valuation.id, address: valuation.displayAddress, at }];
  });
  const homes = moving.flatMap(({ userId, ...fact }) => {
    const contact = theirs(userId);
    return contact ? [{ ...fact, contact }] : [];
  });
  return {
    discussions,
    homes,
    reports: [...latest.values()],
    ...(truncated && { homesTruncated: truncated }),
    ...(requestsTruncated && { discussionsTruncated: true as const }),
  };
}

export async function getToday(agentId: string | undefined, today: string, signal?: AbortSignal): Promise<TodayData> {
  const scope = agentId ? { agentId } : {};
  const [due, suggested, valuations] = await Promise.all([
    api.user.listUsers({ query: { ...scope, followUp: 'due', sort: 'followUp.asc', size: all } }, { signal }),
    api.user.listUsers({ query: { ...scope, followUp: 'suggested', size: all } }, { signal }),
    valuationReasons(agentId, today, signal),
  ]);
  const dueTruncated = truncationOf(due);
  const suggestedTruncated = truncationOf(suggested);
  return {
    due: due.items,
    suggested: suggested.items,
    ...(dueTruncated && { dueTruncated }),
    ...(suggestedTruncated && { suggestedTruncated }),
    ...valuations,
  };
}

/** Keyed by the Toronto day too: the lists are read afresh when the day changes. */
export const todayQueryKey = (agentId: string | undefined, today: string) =>
  ['today', agentId ?? 'mine', today] as const;

export function todayQueryOptions(agentId: string | undefined, today: string) {
  return queryOptions({
    queryKey: todayQueryKey(agentId, today),
    queryFn: ({ signal }) => getToday(agentId, today, signal),
    staleTime: 15_000,
  });
}

export function useToday(agentId: string | undefined, today: string, enabled = true) {
  return useQuery({ ...todayQueryOptions(agentId, today), enabled });
}
