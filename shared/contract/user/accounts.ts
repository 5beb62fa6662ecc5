import { torontoDate } from '@shared/format/dates';
import type { Identity } from '@shared/identity';
import { contactParamsSchema } from '@shared/notes-schemas';
import type { UserProfile } from '@shared/profile';
import { accountFormSchema } from '@shared/profile-schemas';
import type { ManagedProfile } from '@shared/profile-sections';
import { profileSectionSchema } from '@shared/profile-sections-schemas';
import { agentAssignmentSchema } from '@shared/users-schemas';
import { json, route } from '../route';
import { contact, contactOrSelf, staff } from './targets';

/** Profiles as the dashboard edits them, and the roles only admins change: one shape. */
const adminOnContact = {
  params: contactParamsSchema,
  answer: json<ManagedProfile>(),
  access: ['admin'],
  owner: contact,
  spec: '2 §7',
} as const;

/**
 * Accounts (functions/user/README.md): who the caller is, their own account, profiles as the
 * dashboard edits them one section at a time, archive, and roles.
 */
export const accounts = {
  getIdentity: route({
    method: 'GET',
    path: '/identity',
    answer: json<Identity>(),
    access: 'signedIn',
    owner: 'caller',
    spec: '1 §7.1, 2 §7',
  }),
  getMyProfile: route({
    method: 'GET',
    path: '/myprofile',
    answer: json<UserProfile>(),
    access: 'signedIn',
    owner: 'caller',
    spec: '1 §7.1, 2 §7',
  }),
  // The account form of document 1 §5.3; "not in the future" is today's date in Toronto.
  updateMyProfile: route({
    method: 'PUT',
    path: '/myprofile',
    body: (now: Date) => accountFormSchema(torontoDate(now)),
    answer: json<UserProfile>(),
    access: 'signedIn',
    owner: 'caller',
    spec: '1 §7.1, 2 §7',
  }),
  // The dashboard's My profile: the caller's own, by id, as the dashboard shows profiles.
  getMyManagedProfile: route({
    method: 'GET',
    path: '/myprofile/{id}',
    params: contactParamsSchema,
    answer: json<ManagedProfile>(),
    access: 'signedIn',
    owner: { in: 'path', name: 'id', record: 'user', rule: 'self', refusal: 404 },
    spec: '2 §7',
  }),
  // Profiles as the dashboard edits them, one section at a time (managed-profile.ts).
  getProfile: route({
    method: 'GET',
    path: '/profiles/{id}',
    params: contactParamsSchema,
    answer: json<ManagedProfile>(),
    access: staff,
    owner: contactOrSelf,
    spec: '2 §7',
  }),
  // One section, with the version read; "not in the future" is today's date in Toronto.
  updateProfileSection: route({
    method: 'PUT',
    path: '/profiles/{id}',
    params: contactParamsSchema,
    body: (now: Date) => profileSectionSchema(torontoDate(now)),
    answer: json<ManagedProfile>(),
    access: staff,
    owner: contactOrSelf,
    spec: '2 §7',
  }),
  // Archive (an agent their contacts, an admin anyone) and our Unarchive (admins; DECISIONS row 17).
  archiveUser: route({
    method: 'PUT',
    path: '/profiles/{id}/archive',
    params: contactParamsSchema,
    answer: json<ManagedProfile>(),
    access: staff,
    owner: contact,
    spec: '2 §7',
  }),
  unarchiveUser: route({
    method: 'PUT',
    path: '/profiles/{id}/unarchive',
    ...adminOnContact,
    spec: '2 §2 Profile tab',
    notInSpec: true,
    note: "the admin's Unarchive on a profile (issue 14, DECISIONS row 17): enables the Cognito user and marks the profile active",
  }),
  // Roles (document 2 §6): admins only; the Cognito group and the profile together (roles.ts).
  grantAdminRole: route({ method: 'PUT', path: '/users/{id}/role/admin', ...adminOnContact }),
  revokeAdminRole: route({ method: 'DELETE', path: '/users/{id}/role/admin', ...adminOnContact }),
  grantAgentRole: route({ method: 'PUT', path: '/users/{id}/role/agent', ...adminOnContact }),
  revokeAgentRole: route({ method: 'DELETE', path: '/users/{id}/role/agent', ...adminOnContact }),
  // Whose contact a client is, changed after the invitation (agent-assignment.ts).
  assignAgent: route({
    method: 'PUT',
    path: '/users/{id}/agent',
    body: agentAssignmentSchema,
    ...adminOnContact,
    spec: '2 §2 Profile tab',
    notInSpec: true,
    note: "the admin's Agent control on a client's profile (QA 75b M1): the spec lets an admin choose the agent only when inviting, so a client who signed up without one, or whose agent left, could never be given one",
  }),
};
