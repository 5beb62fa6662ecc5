import type { Route } from '../lib/route';
import { getAgent, getMyAgent } from './handlers/agents';
import { getContactSearch } from './handlers/contacts';
import { postEvent } from './handlers/events';
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
import { getInvite } from './handlers/invitations';
import { getMyProfile, putMyProfile } from './handlers/my-profile';
import { putSubscription } from './handlers/subscription';
import { postUnsubscribe } from './handlers/unsubscribe';
import { postUpload } from './handlers/uploads';
import { getUserById, getUsers } from './handlers/users';
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
  // Analytics events (document 1 §7.4): visitors too, with no identity; rate-limited per caller.
  { method: 'POST', path: '/events', access: 'optional', owner: 'caller', handler: postEvent },
  // The Find Contact dialog (document 3 §2.7): the agent's own contacts, an admin's everyone.
  { method: 'GET', path: '/contacts/search', access: ['agent', 'admin'], owner: 'caller', handler: getContactSearch },
];
