import type { Identity } from '@shared/identity';
import type { Role } from '@shared/roles';
import { useIdentity } from '../api/get-identity';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface Session {
  status: SessionStatus;
  identity: Identity | null;
  roles: readonly Role[];
}

/** The current user as the UI sees it. When `/identity` cannot be reached, the user is treated as signed out. */
export function useSession(): Session {
  const { data, isPending } = useIdentity();
  if (isPending) return { status: 'loading', identity: null, roles: [] };
  if (!data) return { status: 'signedOut', identity: null, roles: [] };
  return { status: 'signedIn', identity: data, roles: data.roles };
}
