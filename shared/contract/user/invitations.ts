import * as z from 'zod';
import { invitedNameRequestSchema, invitePathSchema, waitlistPathSchema, waitlistRequestSchema } from '@shared/auth';
import type { ImportProgress, ImportReport, RecentImports } from '@shared/contact-import';
import { torontoDate } from '@shared/format/dates';
import { invitedDetailsSchema, inviteSchemas } from '@shared/invite-schemas';
import { contactParamsSchema } from '@shared/notes-schemas';
import type { Role } from '@shared/roles';
import { userIdSchema } from '@shared/users-schemas';
import { accepted, created, json, noContent, route, type OwnedTarget } from '../route';
import type { InvitationBudget, InvitedName, InviteResent, InviteSent } from './answers';
import { staff } from './targets';

/** The invitation form of a role; "not in the future" is today's date in Toronto. */
const inviteBody = (role: Role) => (now: Date) => inviteSchemas(torontoDate(now))[role];

/** `?key=&name=`: the caller's own upload to import, and the file's name as they chose it. */
const startImportQuerySchema = z.object({
  key: z.string({ error: 'key is required.' }).trim().min(1, 'key is required.').max(300),
  name: z.string().trim().max(200).optional(),
});
const importParamsSchema = z.object({ id: z.uuid({ error: 'There is no such import.' }) });

/** A contact import: its agent's, and an admin's; anyone else's id answers 404 like an unknown one. */
const anImport: OwnedTarget = { in: 'path', name: 'id', record: 'import', rule: 'self-or-admin', refusal: 404 };

/**
 * Invitations (functions/user/README.md "Invitation-only access", "Invitations by e-mail",
 * "Contact imports"): the sign-in page's look-ups, the invitations an admin or agent sends, the
 * contact imports that send them in bulk, and the waitlist.
 */
export const invitations = {
  // The sign-in page's look-ups (document 1 §4.3), rate-limited per caller.
  checkInvite: route({
    method: 'GET',
    path: '/invite/{id}',
    params: invitePathSchema,
    answer: noContent(),
    access: 'public',
    owner: 'none',
    spec: '1 §7.1, 2 §7',
    note: 'the id is the e-mail address; 204 when it has an open invitation, 404 when not; rate-limited',
  }),
  // The invitee's sign-up form, prefilled with the name the inviter typed. Only the link's
  // secret token reads it: a wrong, old or used one answers as an address with no invitation.
  getInvitedName: route({
    method: 'POST',
    path: '/invite/{id}/name',
    params: invitePathSchema,
    body: invitedNameRequestSchema,
    answer: json<InvitedName>(),
    access: 'public',
    owner: 'none',
    spec: '1 §4.3',
    notInSpec: true,
    note: "body {token}, the invitation link's; the invitee's first and last name as the inviter gave them, 404 with `invitationLinkRefusedCode` (error-codes.ts) for any other token; rate-limited",
  }),
  checkWaitlist: route({
    method: 'GET',
    path: '/waitlist/{email}',
    params: waitlistPathSchema,
    answer: noContent(),
    access: 'public',
    owner: 'none',
    spec: '1 §7.1',
    note: 'path not shown in the spec; 204 when on the waitlist, 404 when not; rate-limited',
  }),
  joinWaitlist: route({
    method: 'PUT',
    path: '/waitlist',
    body: waitlistRequestSchema,
    answer: noContent(),
    access: 'public',
    owner: 'none',
    spec: '1 §7.1',
    note: 'body {email}; 204, or 409 when already on it, or when the address has an account or an open invitation (QA 66c M1)',
  }),
  // Invitations by e-mail (document 2 §4 "Invite flow", invite.ts): admins invite anyone, an
  // agent clients of their own; the invitee's link binds the sign-up (DECISIONS row 33).
  inviteAdmin: route({
    method: 'POST',
    path: '/invite/admin',
    body: inviteBody('admin'),
    answer: created<InviteSent>(),
    access: ['admin'],
    owner: 'caller',
    spec: '2 §7',
  }),
  inviteAgent: route({
    method: 'POST',
    path: '/invite/agent',
    body: inviteBody('agent'),
    answer: created<InviteSent>(),
    access: ['admin'],
    owner: 'caller',
    spec: '2 §7',
  }),
  inviteClient: route({
    method: 'POST',
    path: '/invite/client',
    body: inviteBody('client'),
    answer: created<InviteSent>(),
    access: staff,
    owner: 'caller',
    spec: '2 §7',
  }),
  inviteClientOfAgent: route({
    method: 'POST',
    path: '/invite/agent/{id}/client',
    params: contactParamsSchema,
    body: inviteBody('client'),
    answer: created<InviteSent>(),
    access: staff,
    // An admin for any agent (DECISIONS row 9), an agent for themselves; an id that is not an
    // agent's is 404 (agents are public: GET /agents/{id}).
    owner: { in: 'path', name: 'id', record: 'user', rule: 'self-or-admin', refusal: 403 },
    spec: '2 §7',
  }),
  // A new link by e-mail; the id is the invited address.
  resendInvite: route({
    method: 'PUT',
    path: '/invite/{id}/resent',
    params: invitePathSchema,
    answer: json<InviteResent>(),
    access: staff,
    owner: { in: 'path', name: 'id', record: 'invitation', rule: 'agent-or-admin', refusal: 404 },
    spec: '2 §7',
  }),
  // What is left of the caller's daily budget of invitation e-mails (DECISIONS row 46), for the
  // bulk resend to say before it starts what would go past it (QA 62b L3): an import learns it
  // from its start, a bulk resend only row by row.
  getInvitationBudget: route({
    method: 'GET',
    path: '/invitations/budget',
    answer: json<InvitationBudget>(),
    access: staff,
    owner: 'caller',
    spec: 'not in the spec (issue 24 M1, DECISIONS row 46)',
    notInSpec: true,
    note: "the caller's daily budget of invitation e-mails and what is left of it today (Toronto); an admin's is none",
  }),
  // Corrects an invitation's details before its person signs up (QA 67b L1): names and what the
  // invite form gave, which their sign-up starts from. Its agent's or an admin's; anyone else's
  // is 404; a used one, 409.
  updateInvite: route({
    method: 'PUT',
    path: '/invite/{id}',
    params: invitePathSchema,
    body: (now: Date) => invitedDetailsSchema(torontoDate(now)),
    answer: noContent(),
    access: staff,
    owner: { in: 'path', name: 'id', record: 'invitation', rule: 'agent-or-admin', refusal: 404 },
    spec: '2 §2 Profile tab',
    notInSpec: true,
    note: "corrects an invited person's names and entered details before they sign up (QA 67b L1); 204",
  }),
  // Withdraws an invitation nobody has used (issue 29): the link stops working and the person
  // leaves the list. Its agent's or an admin's; anyone else's, or a used one, is 404.
  withdrawInvite: route({
    method: 'DELETE',
    path: '/invite/{id}',
    params: invitePathSchema,
    answer: noContent(),
    access: staff,
    owner: { in: 'path', name: 'id', record: 'invitation', rule: 'agent-or-admin', refusal: 404 },
    spec: '2 §2 Profile tab',
    notInSpec: true,
    note: "withdraws a mistyped or unwanted invitation from the invited person's profile (issue 29); 204",
  }),
  // Contact imports (issue 15, contact-import/): started from the caller's upload, run as a job;
  // progress, report and undo are ours. An import is its agent's; an admin reaches every one.
  startImport: route({
    method: 'GET',
    path: '/invite/contacts/import',
    query: startImportQuerySchema,
    answer: accepted<ImportProgress>(),
    access: staff,
    owner: 'caller',
    spec: '2 §7',
  }),
  startImportForAgent: route({
    method: 'GET',
    path: '/invite/contacts/{id}/import',
    params: z.object({ id: userIdSchema }),
    query: startImportQuerySchema,
    answer: accepted<ImportProgress>(),
    access: staff,
    owner: { in: 'path', name: 'id', record: 'user', rule: 'self-or-admin', refusal: 403 },
    spec: '2 §7',
  }),
  listImports: route({
    method: 'GET',
    path: '/imports',
    answer: json<RecentImports>(),
    access: staff,
    owner: 'caller',
    spec: '2 §2 Import contacts',
    notInSpec: true,
    note: "the caller's contact imports of the last 30 days, newest first (an agent's own and those made for them; an admin's, every one), so a report or an undo can be found again (QA 67b M1)",
  }),
  getImportProgress: route({
    method: 'GET',
    path: '/imports/{id}',
    params: importParamsSchema,
    answer: json<ImportProgress>(),
    access: staff,
    owner: anImport,
    spec: '2 §2 Import contacts',
    notInSpec: true,
    note: "a contact import's status and progress (issue 15): rows read, invited, skipped, rejected, e-mails sent of total",
  }),
  getImportReport: route({
    method: 'GET',
    path: '/imports/{id}/report',
    params: importParamsSchema,
    answer: json<ImportReport>(),
    access: staff,
    owner: anImport,
    spec: '2 §2 Import contacts',
    notInSpec: true,
    note: "a contact import's rejected and skipped rows as CSV (line, column, reason), through a 5-minute link",
  }),
  undoImport: route({
    method: 'POST',
    path: '/imports/{id}/undo',
    params: importParamsSchema,
    answer: accepted<ImportProgress>(),
    access: staff,
    owner: anImport,
    spec: '2 §2 Import contacts',
    notInSpec: true,
    note: 'takes back, in one step, the invitations an import created that nobody has accepted (issue 15)',
  }),
};
