import type { UserListItem } from '@shared/users';

/** Pure facts a list row shows, apart from the components so tests can pin them. */

const dayMs = 86_400_000;

/**
 * Document 2 §9: the last-login badge is highlighted when the login was within one day. A login
 * stamped after `now` (the server's clock ahead of the browser's, or a row fetched after the list
 * was drawn) is the most recent of all, not none.
 */
export function loggedInWithinDay(lastLoginAt: string | undefined, now: Date): boolean {
  if (!lastLoginAt) return false;
  return now.getTime() - Date.parse(lastLoginAt) < dayMs;
}

/** 'Agent', 'Admin' or 'Contact' (document 2 §3's labels), for the row's role badge. */
export function roleLabel(user: Pick<UserListItem, 'roles'>): string {
  if (user.roles?.includes('admin')) return 'Admin';
  if (user.roles?.includes('agent')) return 'Agent';
  return 'Contact';
}

/** Document 2 §2: a row opens the agent page for an agent, the profile page otherwise. */
export function opensAgentPage(user: Pick<UserListItem, 'roles'>): boolean {
  return user.roles?.[0] === 'agent' || (user.roles?.includes('agent') ?? false);
}

/** Document 2 §2: a row whose user is being deleted cannot be opened (the job is removing them). */
export const isBeingDeleted = (user: Pick<UserListItem, 'status'>): boolean => user.status === 'deleting';

/**
 * Document 2 §2 (Contact List cards): a missing phone shows as the placeholder XXX-XXX-XXXX;
 * the list does the same, dimmed, so every list of contacts reads alike.
 */
export const missingPhone = 'XXX-XXX-XXXX';
