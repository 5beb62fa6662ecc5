import type { Role } from '@shared/roles';
import { suggestionHolds } from '@shared/today';
import type { FollowUpFilter, UserSort, UsersPage } from '@shared/users';
import { followUpSeenBy, isFound, searchOf, type ListedUserItem, type ListRow, type RowChange } from './list-row';

/** A page of rows as the read model keeps them: each viewer's own follow-up is picked by users.ts `asSeenBy`. */
export type ListedPage = Omit<UsersPage, 'items'> & { items: ListedUserItem[] };

/** What a page of the list is asked for (the parsed `GET /users` query, scope applied). */
export interface ListQuery {
  from: number;
  size: number;
  sort: UserSort;
  /** Chips; none means everyone. */
  roles: Role[];
  q: string;
  /** Only this agent's contacts. */
  agentId?: string;
  exclude: string[];
  /** Only the viewer's due follow-ups, or the contacts suggested to them (issue 29). */
  followUp?: FollowUpFilter;
  /** Whose follow-ups the follow-up filter and sort read (each is private to its author). */
  viewerId?: string;
  /** Today in Toronto, `YYYY-MM-DD`: what `followUp=due` compares with. */
  today?: string;
}

type Compare = (a: ListRow, b: ListRow) => number;

/** Beyond this many changes at once, sorting again is cheaper than moving rows one by one. */
const maxMovesPerApply = 200;
/** How many recent queries' matches are kept. */
const answersKept = 32;

/** Where `row` is, or would go, in `order` (first index not before it). */
function position(order: ListRow[], row: ListRow, compare: Compare): number {
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(order[middle]!, row) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Names, e-mail and phone ascending, empty ones last. */
const byText =
  (field: keyof ListRow['text']): Compare =>
  (a, b) => {
    const x = a.text[field];
    const y = b.text[field];
    if (x === y) return 0;
    if (!x) return 1;
    if (!y) return -1;
    return x < y ? -1 : 1;
  };

/** Figures descending. */
const byFigure =
  (field: 'logins' | 'averageSessionDuration' | 'totalReportOpen'): Compare =>
  (a, b) =>
    b.item[field] - a.item[field];

/** Latest login first; never signed in last. */
const byLastLogin: Compare = (a, b) => {
  const x = a.item.lastLoginAt ?? '';
  const y = b.item.lastLoginAt ?? '';
  if (x === y) return 0;
  return x > y ? -1 : 1;
};

type SharedSort = Exclude<UserSort, 'followUp.asc'>;

/** The first comparison that is not a tie. */
const thenBy =
  (...compares: Compare[]): Compare =>
  (a, b) => {
    for (const compare of compares) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return 0;
  };

/** A name's ties go to the other name (as an agent reads a list of people), not to the key. */
const comparers: Record<SharedSort, Compare> = {
  firstName: thenBy(byText('firstName'), byText('lastName')),
  lastName: thenBy(byText('lastName'), byText('firstName')),
  email: byText('email'),
  phone: byText('phone'),
  'logins.desc': byFigure('logins'),
  'averageSessionDuration.desc': byFigure('averageSessionDuration'),
  'totalReportOpen.desc': byFigure('totalReportOpen'),
  'lastLoginAt.desc': byLastLogin,
};

const byKey: Compare = (a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** The sort's order, remaining ties broken by key so that pages never overlap or skip. */
export function compareRows(sort: SharedSort): Compare {
  const compare = comparers[sort];
  return (a, b) => compare(a, b) || byKey(a, b);
}

/**
 * Sorts rows in place by the sort. The follow-up sort reads each viewer's own follow-ups, so it
 * is never one shared order: the viewer's date is worked out once per row (rows without one
 * last), then sorted, ties by key.
 */
function sortRows(rows: ListRow[], sort: UserSort, viewerId: string): ListRow[] {
  if (sort !== 'followUp.asc') return rows.sort(compareRows(sort));
  const dated = rows.map((row) => ({ row, date: followUpSeenBy(row.item, viewerId)?.date ?? '~' }));
  dated.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : byKey(a.row, b.row)));
  return dated.map(({ row }) => row);
}

/**
 * Whether a row passes `followUp=` for this viewer. An archived contact, or one being deleted,
 * is nobody's follow-up: they stayed on Today and in its count, with Call and E-mail, after an
 * admin archived them, and first in the longest-due page, where nobody could clear them (QA 71b).
 */
function followUpMatches(row: ListRow, filter: FollowUpFilter, viewerId: string, today: string): boolean {
  if (row.item.status === 'archived' || row.item.status === 'deleting') return false;
  const mine = followUpSeenBy(row.item, viewerId);
  if (filter === 'due') return mine !== undefined && mine.date <= today;
  // A suggestion is for the contact's agent (users.ts), and setting a follow-up answers it.
  const suggestion = row.item.followUpSuggestion;
  return !mine && suggestion !== undefined && suggestionHolds(suggestion, today) && row.item.agentId === viewerId;
}

/**
 * Every person of the user list, in memory (README.md here): rows by key, an index of each
 * agent's contacts, and each sort's order of all rows, built on first use and dropped when
 * a change arrives.
 */
export class UsersList {
  private readonly rows = new Map<string, ListRow>();
  private readonly byAgent = new Map<string, Set<string>>();
  private readonly orders = new Map<SharedSort, ListRow[]>();
  /** The matching rows of recent queries (paging through one search reuses them). */
  private readonly answers = new Map<string, ListRow[]>();

  get size(): number {
    return this.rows.size;
  }

  /**
   * Applies changes in order; a later change of the same key wins. A few changes move their
   * rows within each sort's order (a binary search and a splice each); many drop the orders,
   * which are then sorted again on their next use.
   */
  apply(changes: readonly RowChange[]): number {
    const keepOrders = changes.length <= maxMovesPerApply;
    if (!keepOrders) this.orders.clear();
    let applied = 0;
    for (const change of changes) {
      const previous = this.rows.get(change.key);
      if ('removed' in change) {
        if (!previous) continue;
        this.unlink(previous);
        this.rows.delete(change.key);
        this.moveInOrders(previous, undefined);
      } else {
        if (previous) this.unlink(previous);
        this.rows.set(change.key, change.row);
        const agentId = change.row.item.agentId;
        if (agentId) {
          let contacts = this.byAgent.get(agentId);
          if (!contacts) this.byAgent.set(agentId, (contacts = new Set()));
          contacts.add(change.key);
        }
        this.moveInOrders(previous, change.row);
      }
      applied++;
    }
    if (applied > 0) this.answers.clear();
    return applied;
  }

  private moveInOrders(previous: ListRow | undefined, next: ListRow | undefined) {
    for (const [sort, order] of this.orders) {
      const compare = compareRows(sort);
      if (previous) {
        const at = position(order, previous, compare);
        if (order[at] === previous) order.splice(at, 1);
        else this.orders.delete(sort);
      }
      if (next && this.orders.has(sort)) order.splice(position(order, next, compare), 0, next);
    }
  }

  private unlink(row: ListRow) {
    const agentId = row.item.agentId;
    if (agentId) this.byAgent.get(agentId)?.delete(row.key);
  }

  /** A row by user id (a `sub`, or an invited user's e-mail). */
  get(id: string): ListRow | undefined {
    return this.rows.get(`U#${id}`) ?? this.rows.get(`I#${id.toLowerCase()}`);
  }

  private ordered(sort: SharedSort): ListRow[] {
    let order = this.orders.get(sort);
    if (!order) {
      order = [...this.rows.values()].sort(compareRows(sort));
      this.orders.set(sort, order);
    }
    return order;
  }

  /** Every row, in no order: the import's duplicate check reads them all. */
  everyone(): ListedUserItem[] {
    return [...this.rows.values()].map((row) => row.item);
  }

  /** Forgets the recent queries' matches (the bench measures queries answered afresh). */
  forgetAnswers(): void {
    this.answers.clear();
  }

  query(query: ListQuery): ListedPage {
    const matching = this.matching(query);
    return {
      items: matching.slice(query.from, query.from + query.size).map((row) => row.item),
      total: matching.length,
      from: query.from,
      size: query.size,
    };
  }

  /** Every row the query's filters keep, in its sort's order. */
  private matching(query: ListQuery): ListRow[] {
    const search = searchOf(query.q);
    // The follow-up filter and sort depend on who asks, and `due` on the day.
    const personal = query.followUp !== undefined || query.sort === 'followUp.asc';
    const cacheKey = JSON.stringify([
      query.sort,
      query.agentId,
      [...query.roles].sort(),
      search,
      query.exclude,
      ...(personal ? [query.followUp, query.viewerId, query.today] : []),
    ]);
    const cached = this.answers.get(cacheKey);
    if (cached) {
      // Most recently used last, so the oldest is the one dropped.
      this.answers.delete(cacheKey);
      this.answers.set(cacheKey, cached);
      return cached;
    }
    const excluded = new Set(query.exclude);
    const { followUp, viewerId = '', today = '' } = query;
    const everyone = search.terms.length === 0 && query.roles.length === 0 && excluded.size === 0 && !followUp;
    const matches = (row: ListRow) =>
      !excluded.has(row.item.id) &&
      (followUp === undefined || followUpMatches(row, followUp, viewerId, today)) &&
      (query.roles.length === 0 || row.chips.some((chip) => query.roles.includes(chip))) &&
      isFound(row, search);

    let matching: ListRow[];
    if (query.agentId !== undefined) {
      // An agent's contacts are a few hundred: sort just them rather than walk everyone.
      const keys = this.byAgent.get(query.agentId) ?? new Set<string>();
      matching = [...keys].map((key) => this.rows.get(key)!).filter(matches);
      matching = sortRows(matching, query.sort, viewerId);
    } else if (query.sort === 'followUp.asc') {
      matching = sortRows([...this.rows.values()].filter(matches), query.sort, viewerId);
    } else {
      const order = this.ordered(query.sort);
      matching = everyone ? order : order.filter(matches);
    }
    this.answers.set(cacheKey, matching);
    if (this.answers.size > answersKept) this.answers.delete(this.answers.keys().next().value!);
    return matching;
  }
}
