import type { Route } from '../lib/route';
import { getAgent, getMyAgent } from './handlers/agents';
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
import { postUpload } from './handlers/uploads';
import { getWaitlistEntry, putWaitlist } from './handlers/waitlist';

/** The user service's route table: the contract the API stack and the local gateway mount. */
export const routes: Route[] = [
  { method: 'GET', path: '/identity', access: 'signedIn', handler: getIdentity },
  { method: 'GET', path: '/myprofile', access: 'signedIn', handler: getMyProfile },
  { method: 'PUT', path: '/myprofile', access: 'signedIn', handler: putMyProfile },
  // The sign-in page's look-ups (document 1 §4.3), rate-limited per caller.
  { method: 'GET', path: '/invite/{id}', access: 'public', handler: getInvite },
  { method: 'GET', path: '/waitlist/{email}', access: 'public', handler: getWaitlistEntry },
  { method: 'PUT', path: '/waitlist', access: 'public', handler: putWaitlist },
  { method: 'GET', path: '/profiles/myagent', access: 'signedIn', handler: getMyAgent },
  { method: 'GET', path: '/agents/{id}', access: 'public', handler: getAgent },
  { method: 'PUT', path: '/subscription', access: 'signedIn', handler: putSubscription },
  { method: 'POST', path: '/uploads', access: 'signedIn', handler: postUpload },
  // Followings (document 1 §7.1); another user's only for their agent or an admin (checked in the handler).
  { method: 'GET', path: '/followings', access: 'signedIn', handler: getMyFollowings },
  { method: 'PUT', path: '/followings/neighbourhoods/{id}', access: 'signedIn', handler: putNeighbourhoodFollowing },
  {
    method: 'DELETE',
    path: '/followings/neighbourhoods/{id}',
    access: 'signedIn',
    handler: deleteNeighbourhoodFollowing,
  },
  { method: 'PUT', path: '/followings/properties/{id}', access: 'signedIn', handler: putPropertyFollowing },
  { method: 'DELETE', path: '/followings/properties/{id}', access: 'signedIn', handler: deletePropertyFollowing },
  { method: 'GET', path: '/followings/{userId}', access: ['agent', 'admin'], handler: getFollowingsOfUser },
  { method: 'GET', path: '/users/{id}/followings', access: ['agent', 'admin'], handler: getUserFollowings },
  // Analytics events (document 1 §7.4): visitors too, with no identity; rate-limited per caller.
  { method: 'POST', path: '/events', access: 'optional', handler: postEvent },
];
