import * as z from 'zod';
import type { AgentProfile } from '@shared/agent';
import { contactSearchQuerySchema } from '@shared/home-value/contact-search-schemas';
import type { ContactSearchAnswer } from '@shared/home-value/contact-search';
import type { UserListItem, UsersPage } from '@shared/users';
import { userIdSchema, userParamsSchema, usersQuerySchema } from '@shared/users-schemas';
import { json, redirect, route } from '../route';
import type { ExportFile } from './answers';
import { staff } from './targets';

/** `GET /agents/{id}`: any id of reasonable length (a client's, or an unknown one, is 404). */
const agentParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });
/** `GET /admin/exportcontacts?agent=`: an agent may leave `agent` out (their own). */
const contactsExportQuerySchema = z.object({ agent: userIdSchema.optional() });

/**
 * Contacts (functions/user/README.md "The dashboard's calls on a person"): the dashboard's user
 * list, the Find Contact search, the downloads, and the agents people see.
 */
export const contacts = {
  // The dashboard's user list (document 2 §2, §7): an agent's own contacts, everyone for an admin.
  listUsers: route({
    method: 'GET',
    path: '/users',
    query: usersQuerySchema,
    answer: json<UsersPage>(),
    access: ['agent', 'admin'],
    owner: 'caller',
    spec: '2 §7',
  }),
  getUser: route({
    method: 'GET',
    path: '/users/{id}',
    params: userParamsSchema,
    answer: json<UserListItem>(),
    access: ['agent', 'admin'],
    owner: { in: 'path', name: 'id', record: 'user', rule: 'agent-or-admin', refusal: 404 },
    spec: '2 §7',
  }),
  // The Find Contact dialog (document 3 §2.7): the agent's own contacts, an admin's everyone.
  searchContacts: route({
    method: 'GET',
    path: '/contacts/search',
    query: contactSearchQuerySchema,
    answer: json<ContactSearchAnswer>(),
    access: ['agent', 'admin'],
    owner: 'caller',
    spec: '2 §7, 3 §7.3',
    note: 'contact search; path not shown in the spec',
  }),
  // Downloads (document 2 §2, DECISIONS row 11, exports.ts): the waitlist for admins; an agent's
  // contacts for that agent (who may leave `agent` out) or an admin.
  exportWaitlist: route({
    method: 'GET',
    path: '/admin/exportwaitlist',
    answer: json<ExportFile>(),
    access: ['admin'],
    owner: 'caller',
    spec: '2 §7',
  }),
  exportContacts: route({
    method: 'GET',
    path: '/admin/exportcontacts',
    query: contactsExportQuerySchema,
    answer: json<ExportFile>(),
    access: staff,
    owner: { in: 'query', name: 'agent', record: 'user', rule: 'self-or-admin', refusal: 403 },
    spec: '2 §7',
  }),
  // The caller's agent; 404 when none is assigned yet.
  getMyAgent: route({
    method: 'GET',
    path: '/profiles/myagent',
    answer: json<AgentProfile>(),
    access: 'signedIn',
    owner: 'caller',
    spec: '1 §7.1, 3 §7.3',
    note: '404 when no agent is assigned',
  }),
  // An agent's page is public (document 1 §2.8); a client's id answers 404 like an unknown one.
  getAgent: route({
    method: 'GET',
    path: '/agents/{id}',
    params: agentParamsSchema,
    answer: json<AgentProfile>(),
    access: 'public',
    owner: 'none',
    spec: '1 §2.8',
    note: 'the agent details page for anonymous visitors; path not shown in the spec',
  }),
  // The agent's picture in our e-mails (QA 45c M3): a lasting address, sent on to a freshly
  // signed link; a signed link written into a message lapses (a week at most, hours when signed
  // by a Lambda's role), and the picture broke in every e-mail kept longer.
  getAgentHeadshot: route({
    method: 'GET',
    path: '/agents/{id}/headshot',
    params: agentParamsSchema,
    answer: redirect(),
    access: 'public',
    owner: 'none',
    spec: '1 §2.7 agent card',
    notInSpec: true,
    note: "the agent's picture in e-mails (the agent card of document 1 §2.7): 302 to a signed link; 404 for anyone but active staff with a picture",
  }),
};
