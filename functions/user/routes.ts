import type { Route } from '../lib/route';
import { getAgent, getMyAgent } from './handlers/agents';
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
];
