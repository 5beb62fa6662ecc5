import { roles, type Role } from '@shared/roles';
import type { AccountStanding } from '../lib/auth/standing';
import { getProfileStanding } from './profile-repository';

/**
 * The reads the user service offers to the other services (DESIGN "Services keep to their
 * own tables"): the one module of this folder that another service's entry may import.
 */

/**
 * A user's standing as every service's middleware checks it (`functions/lib/auth/standing.ts`):
 * whether the profile is archived and which roles it grants. Undefined when there is no
 * profile item. A status other than active (a later 'deleting', say) counts as archived, and
 * unknown roles grant nothing: anything unexpected fails closed.
 */
export async function accountStanding(userId: string): Promise<AccountStanding | undefined> {
  const item = await getProfileStanding(userId);
  if (!item) return undefined;
  const granted = Array.isArray(item.roles) ? item.roles.filter((role): role is Role => roles.includes(role)) : [];
  return { status: item.status === undefined || item.status === 'active' ? 'active' : 'archived', roles: granted };
}
