import type { OwnedTarget, Route } from '../lib/route';

/**
 * The dashboard's calls on one person (document 2 §7, issue 14): an agent reaches their own
 * contacts, an admin everyone, a client none; anyone else's id answers 404 like an unknown one.
 */
const contact: OwnedTarget = { in: 'path', name: 'id', record: 'user', rule: 'agent-or-admin', refusal: 404 };
/** The same, and the caller's own profile too (the dashboard's profile screen on oneself). */
const contactOrSelf: OwnedTarget = { ...contact, rule: 'self-or-agent-or-admin' };
const staff = ['agent', 'admin'] as const;
/** A contact import: its agent's, and an admin's; anyone else's id answers 404 like an unknown one. */
const anImport: OwnedTarget = { in: 'path', name: 'id', record: 'import', rule: 'self-or-admin', refusal: 404 };
import { getAgent, getMyAgent } from './handlers/agents';
import { getContactSearch } from './handlers/contacts';
import { postEvent } from './handlers/events';
import { getUserAnalytics, getWebAnalytics } from './handlers/analytics';
import {
  deleteNeighbourhoodFollowing,
  deletePropertyFollowing,
  getFollowingsOfUser,
  getMyFollowings,
  getUserFollowings,
  putNeighbourhoodFollowing,
  putPropertyFollowing,
} from './handlers/followings';
import { getIdentity } from './handlers/get-identity';
import {
  getInvite,
  postAdminInvite,
  postAgentClientInvite,
  postAgentInvite,
  postClientInvite,
  putInviteResent,
} from './handlers/invitations';
import { getFeedback, postFeedback } from './handlers/feedback';
import { getFeeds, postFollowUp } from './handlers/contact-activity';
import { getAgentEmailAnalytics, getEmailAnalytics } from './handlers/email-analytics';
import { getContactsExport, getWaitlistExport } from './handlers/exports';
import {
  getImportProgress,
  getImportReport,
  getStartImport,
  getStartImportFor,
  postImportUndo,
} from './handlers/imports';
import { getMyProfile, putMyProfile } from './handlers/my-profile';
import { deleteNote, getNotes, postNote, putNote } from './handlers/notes';
import {
  deleteAdminRole,
  deleteAgentRole,
  getMyProfileById,
  getProfileById,
  putAdminRole,
  putAgentRole,
  putArchive,
  putProfileSection,
  putUnarchive,
} from './handlers/profiles';
import { getNewsletterCampaign, getSending, postSendingResume, postVerifySesIdentity } from './handlers/sending';
import { putSubscription } from './handlers/subscription';
import { postUnsubscribe } from './handlers/unsubscribe';
import { postEmailClick } from './handlers/email-click';
import { postUpload } from './handlers/uploads';
import { deleteUser, getUserById, getUsers } from './handlers/users';
import { getWaitlistEntry, putWaitlist } from './handlers/waitlist';

/** The user service's route table: the contract the API stack and the local gateway mount. */
export const routes: Route[] = [
  { method: 'GET', path: '/identity', access: 'signedIn', owner: 'caller', handler: getIdentity },
  { method: 'GET', path: '/myprofile', access: 'signedIn', owner: 'caller', handler: getMyProfile },
  { method: 'PUT', path: '/myprofile', access: 'signedIn', owner: 'caller', handler: putMyProfile },
  // The sign-in page's look-ups (document 1 §4.3), rate-limited per caller.
  { method: 'GET', path: '/invite/{id}', access: 'public', owner: 'none', handler: getInvite },
  { method: 'GET', path: '/waitlist/{email}', access: 'public', owner: 'none', handler: getWaitlistEntry },
  { method: 'PUT', path: '/waitlist', access: 'public', owner: 'none', handler: putWaitlist },
  { method: 'GET', path: '/profiles/myagent', access: 'signedIn', owner: 'caller', handler: getMyAgent },
  // An agent's page is public (document 1 §2.8); a client's id answers 404 like an unknown one.
  { method: 'GET', path: '/agents/{id}', access: 'public', owner: 'none', handler: getAgent },
  {
    method: 'PUT',
    path: '/subscription',
    access: 'signedIn',
    owner: { in: 'body', name: 'uid', record: 'user', rule: 'self', refusal: 403 },
    handler: putSubscription,
  },
  // An e-mail's unsubscribe link (DECISIONS row 13), from the page or a mail client's one-click
  // POST. `none`: the request names no record for the middleware to check; its signed token is
  // the authority (it names one user and one list), checked in the handler, not a sign-in.
  { method: 'POST', path: '/unsubscribe', access: 'public', owner: 'none', handler: postUnsubscribe },
  // The e-mail redirect's click report (document 3 §2.12): readers are often not signed in. `none`:
  // the click id names a message, not a record of the caller's; the link's signature is the
  // authority, checked in the handler.
  { method: 'POST', path: '/email/click/{id}', access: 'public', owner: 'none', handler: postEmailClick },
  { method: 'POST', path: '/uploads', access: 'signedIn', owner: 'caller', handler: postUpload },
  // Followings (document 1 §7.1); another user's only for their agent or an admin (checked in the handler).
  { method: 'GET', path: '/followings', access: 'signedIn', owner: 'caller', handler: getMyFollowings },
  {
    method: 'PUT',
    path: '/followings/neighbourhoods/{id}',
    access: 'signedIn',
    owner: 'caller',
    handler: putNeighbourhoodFollowing,
  },
  {
    method: 'DELETE',
    path: '/followings/neighbourhoods/{id}',
    access: 'signedIn',
    owner: 'caller',
    handler: deleteNeighbourhoodFollowing,
  },
  {
    method: 'PUT',
    path: '/followings/properties/{id}',
    access: 'signedIn',
    owner: 'caller',
    handler: putPropertyFollowing,
  },
  {
    method: 'DELETE',
    path: '/followings/properties/{id}',
    access: 'signedIn',
    owner: 'caller',
    handler: deletePropertyFollowing,
  },
  {
    method: 'GET',
    path: '/followings/{userId}',
    access: ['agent', 'admin'],
    owner: { in: 'path', name: 'userId', record: 'user', rule: 'agent-or-admin', refusal: 403 },
    handler: getFollowingsOfUser,
  },
  {
    method: 'GET',
    path: '/users/{id}/followings',
    access: ['agent', 'admin'],
    owner: { in: 'path', name: 'id', record: 'user', rule: 'agent-or-admin', refusal: 403 },
    handler: getUserFollowings,
  },
  // The dashboard's user list (document 2 §2, §7): an agent's own contacts, everyone for an admin.
  { method: 'GET', path: '/users', access: ['agent', 'admin'], owner: 'caller', handler: getUsers },
  {
    method: 'GET',
    path: '/users/{id}',
    access: ['agent', 'admin'],
    owner: { in: 'path', name: 'id', record: 'user', rule: 'agent-or-admin', refusal: 404 },
    handler: getUserById,
  },
  // Delete (document 2 §4): an agent their contacts, an admin anyone but themselves; a job (deletion.ts).
  { method: 'DELETE', path: '/users/{id}', access: staff, owner: contact, handler: deleteUser },
  // Notes (document 2 §2 "Notes tab"): private to the agent who wrote them (notes.ts).
  { method: 'POST', path: '/users/{id}/notes', access: staff, owner: contact, handler: postNote },
  { method: 'GET', path: '/users/{id}/notes', access: staff, owner: contact, handler: getNotes },
  {
    method: 'PUT',
    path: '/users/{id}/notes/{noteId}',
    access: staff,
    owner: contact,
    names: { in: 'path', name: 'noteId', record: 'note', rule: 'author', refusal: 404 },
    handler: putNote,
  },
  // Deleting a note that is not the caller's, on this contact, answers 204 and changes nothing.
  {
    method: 'DELETE',
    path: '/users/{id}/notes/{noteId}',
    access: staff,
    owner: contact,
    names: { in: 'path', name: 'noteId', record: 'note', rule: 'author', refusal: 'unchanged' },
    handler: deleteNote,
  },
  // Follow-up (document 2 §4): private to the agent who set it (follow-up.ts).
  { method: 'POST', path: '/users/{id}/follow-up', access: staff, owner: contact, handler: postFollowUp },
  // The Activity tab (document 2 §2).
  { method: 'GET', path: '/users/{id}/feeds', access: staff, owner: contact, handler: getFeeds },
  // Profiles as the dashboard edits them, one section at a time (managed-profile.ts).
  { method: 'GET', path: '/profiles/{id}', access: staff, owner: contactOrSelf, handler: getProfileById },
  { method: 'PUT', path: '/profiles/{id}', access: staff, owner: contactOrSelf, handler: putProfileSection },
  {
    method: 'GET',
    path: '/myprofile/{id}',
    access: 'signedIn',
    owner: { in: 'path', name: 'id', record: 'user', rule: 'self', refusal: 404 },
    handler: getMyProfileById,
  },
  // Archive (an agent their contacts, an admin anyone) and our Unarchive (admins; DECISIONS row 17).
  { method: 'PUT', path: '/profiles/{id}/archive', access: staff, owner: contact, handler: putArchive },
  { method: 'PUT', path: '/profiles/{id}/unarchive', access: ['admin'], owner: contact, handler: putUnarchive },
  // Roles (document 2 §6): admins only; the Cognito group and the profile together (roles.ts).
  { method: 'PUT', path: '/users/{id}/role/admin', access: ['admin'], owner: contact, handler: putAdminRole },
  { method: 'DELETE', path: '/users/{id}/role/admin', access: ['admin'], owner: contact, handler: deleteAdminRole },
  { method: 'PUT', path: '/users/{id}/role/agent', access: ['admin'], owner: contact, handler: putAgentRole },
  { method: 'DELETE', path: '/users/{id}/role/agent', access: ['admin'], owner: contact, handler: deleteAgentRole },
  // Invitations by e-mail (document 2 §4 "Invite flow", invite.ts): admins invite anyone, an
  // agent clients of their own; the invitee's link binds the sign-up (DECISIONS row 33).
  { method: 'POST', path: '/invite/admin', access: ['admin'], owner: 'caller', handler: postAdminInvite },
  { method: 'POST', path: '/invite/agent', access: ['admin'], owner: 'caller', handler: postAgentInvite },
  { method: 'POST', path: '/invite/client', access: staff, owner: 'caller', handler: postClientInvite },
  {
    method: 'POST',
    path: '/invite/agent/{id}/client',
    access: staff,
    // An admin for any agent (DECISIONS row 9), an agent for themselves; an id that is not an
    // agent's is 404 (agents are public: GET /agents/{id}).
    owner: { in: 'path', name: 'id', record: 'user', rule: 'self-or-admin', refusal: 403 },
    handler: postAgentClientInvite,
  },
  {
    method: 'PUT',
    path: '/invite/{id}/resent',
    access: staff,
    owner: { in: 'path', name: 'id', record: 'invitation', rule: 'agent-or-admin', refusal: 404 },
    handler: putInviteResent,
  },
  // Contact imports (issue 15, contact-import/): started from the caller's upload, run as a job;
  // progress, report and undo are ours. An import is its agent's; an admin reaches every one.
  { method: 'GET', path: '/invite/contacts/import', access: staff, owner: 'caller', handler: getStartImport },
  {
    method: 'GET',
    path: '/invite/contacts/{id}/import',
    access: staff,
    owner: { in: 'path', name: 'id', record: 'user', rule: 'self-or-admin', refusal: 403 },
    handler: getStartImportFor,
  },
  { method: 'GET', path: '/imports/{id}', access: staff, owner: anImport, handler: getImportProgress },
  { method: 'GET', path: '/imports/{id}/report', access: staff, owner: anImport, handler: getImportReport },
  { method: 'POST', path: '/imports/{id}/undo', access: staff, owner: anImport, handler: postImportUndo },
  // Downloads (document 2 §2, DECISIONS row 11, exports.ts): the waitlist for admins; an agent's
  // contacts for that agent (who may leave `agent` out) or an admin.
  { method: 'GET', path: '/admin/exportwaitlist', access: ['admin'], owner: 'caller', handler: getWaitlistExport },
  {
    method: 'GET',
    path: '/admin/exportcontacts',
    access: staff,
    owner: { in: 'query', name: 'agent', record: 'user', rule: 'self-or-admin', refusal: 403 },
    handler: getContactsExport,
  },
  // Mail health (mail-events/README.md): bulk sending's pause, which an admin lifts; and an
  // agent's own address as a sender (DECISIONS row 12): the agent for themselves, an admin for any.
  { method: 'GET', path: '/admin/sending', access: ['admin'], owner: 'caller', handler: getSending },
  { method: 'POST', path: '/admin/sending/resume', access: ['admin'], owner: 'caller', handler: postSendingResume },
  // The monthly newsletter's campaign (newsletter/README.md): sent, skipped, failed, unknown.
  { method: 'GET', path: '/admin/newsletter', access: ['admin'], owner: 'caller', handler: getNewsletterCampaign },
  {
    method: 'POST',
    path: '/verifySesIdentity/{id}',
    access: staff,
    owner: { in: 'path', name: 'id', record: 'user', rule: 'self-or-admin', refusal: 403 },
    handler: postVerifySesIdentity,
  },
  // Analytics events (document 1 §7.4): visitors too, with no identity; rate-limited per caller.
  { method: 'POST', path: '/events', access: 'optional', owner: 'caller', handler: postEvent },
  // The feedback widget (document 2 §2, DECISIONS rows 25 and 41): anyone sends, rate-limited per
  // caller; admins read the list (ours) on Platform Analytics.
  { method: 'POST', path: '/users/feedback', access: 'optional', owner: 'caller', handler: postFeedback },
  { method: 'GET', path: '/admin/feedback', access: ['admin'], owner: 'caller', handler: getFeedback },
  // Email Analytics (document 2 §2, DECISIONS row 15): everyone's mail for an admin, an agent's
  // contacts' for that agent (the caller's own: nothing in the request names another).
  { method: 'GET', path: '/analytics/email', access: ['admin'], owner: 'caller', handler: getEmailAnalytics },
  { method: 'GET', path: '/analytics/agentemail', access: ['agent'], owner: 'caller', handler: getAgentEmailAnalytics },
  // Platform Analytics (document 2 §2–3, issue 16): the web figures from rollups, and Release 1's people.
  { method: 'GET', path: '/admin/webanalytics', access: ['admin'], owner: 'caller', handler: getWebAnalytics },
  { method: 'GET', path: '/admin/useranalytics', access: ['admin'], owner: 'caller', handler: getUserAnalytics },
  // The Find Contact dialog (document 3 §2.7): the agent's own contacts, an admin's everyone.
  { method: 'GET', path: '/contacts/search', access: ['agent', 'admin'], owner: 'caller', handler: getContactSearch },
];
