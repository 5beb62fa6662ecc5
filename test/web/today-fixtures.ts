import type { UserListItem } from '@shared/users';

/** A contact's list row, for Today's tests: `id` as the first name, a Patel, active. */
export const person = (id: string, extra: Partial<UserListItem> = {}): UserListItem => ({
  id,
  PK: `U#${id}`,
  roles: null,
  details: { firstName: id, lastName: 'Patel', email: `${id}@example.com` },
  status: 'active',
  logins: 0,
  totalSessionDuration: 0,
  averageSessionDuration: 0,
  totalReportOpen: 0,
  ...extra,
});
