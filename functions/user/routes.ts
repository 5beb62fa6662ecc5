import type { Route } from '../lib/route';
import { getIdentity } from './handlers/get-identity';
import { getMyProfile, putMyProfile } from './handlers/my-profile';

/** The user service's route table: the contract the API stack and the local gateway mount. */
export const routes: Route[] = [
  { method: 'GET', path: '/identity', access: 'signedIn', handler: getIdentity },
  { method: 'GET', path: '/myprofile', access: 'signedIn', handler: getMyProfile },
  { method: 'PUT', path: '/myprofile', access: 'signedIn', handler: putMyProfile },
];
