import { createLogger } from '../../lib/logger';
import { queryListed, type ListedItem } from '../users-list-repository';
import { rowChange, type RowChange } from './list-row';
import { UsersList } from './users-list';

/**
 * The user list of this Lambda instance (README.md here): loaded whole from the two GSI3
 * partitions on first use, then brought up to date on every request by reading only what
 * changed. Each read starts `overlapMs` before the previous one began, so a write whose index
 * entry was late, or whose writer's clock is a little behind, is still read; applying a row
 * twice is harmless.
 */
const overlapMs = 3_000;
const logger = createLogger('users-list');

interface Loaded {
  list: UsersList;
  /** Real time at which the last read began. */
  readAt: number;
}

let loaded: Loaded | undefined;
/** The read under way, and the one that follows it for the requests that came during it. */
let refreshing: Promise<UsersList> | undefined;
let queued: Promise<UsersList> | undefined;

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
 * The list, brought up to date by a read that began after this call: the first call waits for
 * the load, later ones for the read of what changed since (one small Query per partition). So
 * a screen opened after a write (an invitation, a follow-up saved, an archive) always sees it,
 * whichever instance made the write. Calls that arrive while a read is under way share the
 * one read that starts when it ends, since the read under way may have begun before their
 * write.
 */
export function usersList(): Promise<UsersList> {
  if (!refreshing) return start();
  queued ??= refreshing
    .catch(() => undefined)
    .then(() => {
      queued = undefined;
      return usersList();
    });
  return queued;
}

function start(): Promise<UsersList> {
  const current = loaded;
  refreshing = (current ? refresh(current) : load())
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

/** For tests that change the table behind the list's back. */
export function forgetUsersList(): void {
  loaded = undefined;
}
