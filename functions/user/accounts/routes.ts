import { accounts } from '@shared/contract/user/accounts';
import { bind } from '../../lib/http/handle';
import type { Route } from '../../lib/route';
import { getIdentity } from './handlers/get-identity';
import { getMyProfile, putMyProfile } from './handlers/my-profile';
import {
  deleteAdminRole,
  deleteAgentRole,
  getMyProfileById,
  getProfileById,
  putAdminRole,
  putAgent,
  putAgentRole,
  putArchive,
  putProfileSection,
  putUnarchive,
} from './handlers/profiles';

/**
 * The routes of accounts: identity, profiles, roles, a client's agent and archiving
 * (shared/contract/user/accounts.ts), bound to their handlers.
 */
export const routes: Route[] = bind(accounts, {
  getIdentity,
  getMyProfile,
  updateMyProfile: putMyProfile,
  getProfile: getProfileById,
  getMyManagedProfile: getMyProfileById,
  updateProfileSection: putProfileSection,
  archiveUser: putArchive,
  unarchiveUser: putUnarchive,
  grantAdminRole: putAdminRole,
  revokeAdminRole: deleteAdminRole,
  grantAgentRole: putAgentRole,
  revokeAgentRole: deleteAgentRole,
  assignAgent: putAgent,
});
