import { createLogger } from '../../lib/logger';
import { queryListed, type ListedItem } from '../users-list-repository';
import { rowChange, type RowChange } from './list-row';
import { UsersList } from './users-list';

/**
 * The user list of this Lambda instance (README.md here): loaded whole from the two GSI3
 * partitions on first use, then brought up to date by reading only what changed, at most
 * every `refreshEveryMs`. Each read starts `overlapMs` before the previous one began, so a
 * write whose index entry was late, or whose writer's clock is a little behind, is still
 * read; applying a row twice is harmless.
 */
export const refreshEveryMs = 2_000;
const overlapMs = 10_000;
const logger = createLogger('users-list');

interface Loaded {
  list: UsersList;
  /** Real time at which the last read began. */
  readAt: number;
}

let loaded: Loaded | undefined;
let refreshing: Promise<UsersList> | undefined;

function changesOf(items: ListedItem[]): RowChange[] {
  return items.flatMap((item) => rowChange(item) ?? []);
}

async function readChanges(since?: string): Promise<RowChange[]> {
  const [users, invitations] = await Promise.all([queryListed('USER', since), queryListed('INVITE', since)]);
  return [...changesOf(users), ...changesOf(invitations)];
}

async function load(): Promise<Loaded> {
  const readAt = Date.now();
  const list = new UsersList();
  list.apply(await readChanges());
  logger.info('Users list loaded', { users: list.size, ms: Date.now() - readAt });
  return { list, readAt };
}

async function refresh(current: Loaded): Promise<Loaded> {
  const readAt = Date.now();
  const since = new Date(current.readAt - overlapMs).toISOString();
  current.list.apply(await readChanges(since));
  return { list: current.list, readAt };
}

/**
 * The list. The first call waits for the load. Later ones answer from the list this instance
 * has when it was brought up to date less than `refreshEveryMs` ago; otherwise they wait for
 * the read of what changed since (one small Query per partition), so a screen opened after a
 * write (a follow-up saved, an archive) sees it. Calls in quick succession share one read.
 */
export async function usersList(): Promise<UsersList> {
  if (loaded && Date.now() - loaded.readAt < refreshEveryMs) return loaded.list;
  return update();
}

/**
 * The list brought up to date now, however recently it was: for a decision that a write of the
 * last two seconds must not escape (an import's duplicates, and the invitations it is charged).
 */
export function freshUsersList(): Promise<UsersList> {
  return update();
}

function update(): Promise<UsersList> {
  const current = loaded;
  refreshing ??= (current ? refresh(current) : load())
    .then((next) => {
      loaded = next;
      return next.list;
    })
    .catch((error: unknown) => {
      // A failed refresh keeps the list this instance has; without one, the call fails.
      if (!current) throw error;
      logger.error('Users list refresh failed', error as Error);
      return current.list;
    })
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

/** For tests: the refresh under way, if any. */
export function usersListRefreshed(): Promise<UsersList> | undefined {
  return refreshing;
}

/** For tests that change the table behind the list's back. */
export function forgetUsersList(): void {
  loaded = undefined;
}
