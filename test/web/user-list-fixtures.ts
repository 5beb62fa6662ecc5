import type { UserListItem } from '@shared/users';

/** A registered contact of the users list, named `firstName` Patel, as the list's rows read. */
export const person = (id: string, firstName: string, extra: Partial<UserListItem> = {}): UserListItem => ({
  id,
  PK: `U#${id}`,
  roles: null,
  details: { firstName, lastName: 'Patel', email: `${firstName.toLowerCase()}@example.com` },
  status: 'active',
  logins: 0,
  totalSessionDuration: 0,
  averageSessionDuration: 0,
  totalReportOpen: 0,
  ...extra,
});

/** An invited contact, keyed by e-mail as invitations are. */
export const invited = (firstName: string): UserListItem =>
  person(`${firstName.toLowerCase()}@example.com`, firstName, {
    PK: `I#${firstName.toLowerCase()}@example.com`,
    status: 'invited',
  });

/** A contact's list row for Today's tests: `id` as the first name. */
export const contact = (id: string, extra: Partial<UserListItem> = {}): UserListItem => person(id, id, extra);

/** An agent's row, as the invitation's agent picker lists them. */
export const agent = (id: string, firstName: string, extra: Partial<UserListItem> = {}): UserListItem =>
  person(id, firstName, {
    roles: ['agent'],
    details: { firstName, lastName: 'Agent', email: `${firstName.toLowerCase()}@example.com` },
    ...extra,
  });
