import { roles as knownRoles, type Role } from '@shared/roles';
import { defaultUserSort, followUpFilters, userSorts, type FollowUpFilter, type UserSort } from '@shared/users';
import { isUserId } from '@shared/validation/rules';

/**
 * A user list's state kept in the URL (document 2 §2: an optional base64-JSON segment in
 * front of further segments), so a list can be bookmarked and shared and Back returns to the
 * same page of the same search. Base64url, so the segment never holds a '/'.
 */
export interface ListState {
  q: string;
  roles: Role[];
  sort: UserSort;
  /** 1-based. */
  page: number;
  /**
   * Users just archived or deleted (document 2 §2: "After archive or delete the app returns
   * here with an exclude list"): `GET /users` leaves them out even while its read model still
   * lists them (it can be a few seconds behind). Kept while the list is browsed.
   */
  exclude?: string[];
  /** Only the follow-ups due, or the suggested contacts (issue 29: the agent's Contacts screen). */
  followUp?: FollowUpFilter;
}

/** `GET /users` takes at most 100 excluded ids. */
export const maxExcluded = 100;

/** The state with one more user left out (the latest 100 kept), on the same page. */
export function withExcluded(state: ListState, id: string): ListState {
  const exclude = [...(state.exclude ?? []).filter((other) => other !== id), id].slice(-maxExcluded);
  return { ...state, exclude };
}

export const defaultListState: ListState = { q: '', roles: [], sort: defaultUserSort, page: 1 };

/**
 * The state with the follow-up filter set (undefined: everyone), back on page 1. The follow-ups
 * due are a queue, soonest first (QA 60a L2: an overdue one came below a later one under the sort
 * chosen before); leaving it, a sort it set goes back to the default (another sort chosen since is
 * kept).
 */
export function withFollowUpFilter(state: ListState, followUp: FollowUpFilter | undefined): ListState {
  const leavingQueue = state.followUp === 'due' && followUp !== 'due' && state.sort === 'followUp.asc';
  const sort = followUp === 'due' ? 'followUp.asc' : leavingQueue ? defaultListState.sort : state.sort;
  return { ...state, followUp, sort, page: 1 };
}

/**
 * The state as the admin's Users screen can show it, which has no follow-ups (they are an agent's
 * own): without the follow-up filter, and sorted as by default instead of by follow-up date.
 */
export function withoutFollowUps(state: ListState): ListState {
  const { followUp: _followUp, ...rest } = state;
  return { ...rest, sort: state.sort === 'followUp.asc' ? defaultListState.sort : state.sort };
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(segment: string): string {
  const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The segment for a state, or undefined for the default state (the plain list URL). */
export function encodeListState(state: ListState): string | undefined {
  const parts: Partial<ListState> = {};
  if (state.q) parts.q = state.q;
  if (state.roles.length > 0) parts.roles = state.roles;
  if (state.sort !== defaultListState.sort) parts.sort = state.sort;
  if (state.page > 1) parts.page = state.page;
  if (state.exclude && state.exclude.length > 0) parts.exclude = state.exclude;
  if (state.followUp) parts.followUp = state.followUp;
  return Object.keys(parts).length > 0 ? toBase64Url(JSON.stringify(parts)) : undefined;
}

/** The state a segment holds; anything unreadable falls back to the defaults, part by part. */
export function decodeListState(segment: string | undefined): ListState {
  if (!segment) return defaultListState;
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64Url(segment));
  } catch {
    return defaultListState;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return defaultListState;
  const { q, roles, sort, page, exclude, followUp } = parsed as Record<string, unknown>;
  const excluded = Array.isArray(exclude)
    ? exclude.filter((id): id is string => typeof id === 'string' && id !== '' && isUserId(id)).slice(-maxExcluded)
    : [];
  return {
    q: typeof q === 'string' ? q.slice(0, 100) : '',
    roles: Array.isArray(roles) ? knownRoles.filter((role) => roles.includes(role)) : [],
    sort: userSorts.includes(sort as UserSort) ? (sort as UserSort) : defaultListState.sort,
    page: Number.isInteger(page) && (page as number) >= 1 && (page as number) <= 100_000 ? (page as number) : 1,
    ...(excluded.length > 0 && { exclude: excluded }),
    ...(followUpFilters.includes(followUp as FollowUpFilter) && { followUp: followUp as FollowUpFilter }),
  };
}
