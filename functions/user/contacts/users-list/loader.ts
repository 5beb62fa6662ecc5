import { createLogger } from '../../../lib/logger';
import { refreshing } from '../../../lib/refreshing';
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

function changesOf(items: ListedItem[]): RowChange[] {
  return items.flatMap((item) => rowChange(item) ?? []);
}

async function readChanges(since?: string): Promise<RowChange[]> {
  const [users, invitations] = await Promise.all([queryListed('USER', since), queryListed('INVITE', since)]);
  return [...changesOf(users), ...changesOf(invitations)];
}

/** The whole list on first use; afterwards what changed since the last read began, less the overlap. */
async function check(current: Loaded | undefined): Promise<Loaded> {
  const readAt = Date.now();
  if (!current) {
    const list = new UsersList();
    list.apply(await readChanges());
    logger.info('Users list loaded', { users: list.size, ms: Date.now() - readAt });
    return { list, readAt };
  }
  current.list.apply(await readChanges(new Date(current.readAt - overlapMs).toISOString()));
  return { list: current.list, readAt };
}

/**
 * A screen opened after a write (an invitation, a follow-up saved, an archive) always sees it,
 * whichever instance made the write: every call waits for a read that began after it (the first
 * for the load, later ones for one small Query per partition).
 */
const loader = refreshing({ name: 'users-list', check, freshness: 'read after call' });

export async function usersList(): Promise<UsersList> {
  return (await loader.get())!.list;
}

/** For tests that change the table behind the list's back. */
export const forgetUsersList = (): void => loader.forget();
