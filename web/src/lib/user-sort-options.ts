import { userSortLabels, userSorts, type UserSort } from '@shared/users';

/**
 * Whose list it is: an agent's own contacts, or a list an admin reads (everyone, or one agent's
 * contacts). Follow-ups are an agent's own: only their own list sorts by one.
 */
export type UserListScope = 'admin' | 'agent';

const allOptions = userSorts.map((sort) => ({ value: sort, label: userSortLabels[sort] }));
/** An admin's list has no follow-ups (they are an agent's own): no sort by one either. */
const adminOptions = allOptions.filter((option) => option.value !== 'followUp.asc');

/** The sort dropdown's choices of a users list: the Users screen's, the Contacts screen's, an agent's Contact List tab's. */
export function userSortOptions(scope: UserListScope): { value: UserSort; label: string }[] {
  return scope === 'admin' ? adminOptions : allOptions;
}

/** `sort` when the list offers it, else the list's default. */
export function offeredSort(scope: UserListScope, sort: UserSort | undefined, fallback: UserSort): UserSort {
  return sort !== undefined && userSortOptions(scope).some((option) => option.value === sort) ? sort : fallback;
}
