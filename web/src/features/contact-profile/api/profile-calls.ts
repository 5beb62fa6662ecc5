import { queryOptions } from '@tanstack/react-query';
import type { ManagedProfile } from '@shared/profile-sections';
import type { ProfileSectionUpdate } from '@shared/profile-sections-schemas';
import type { GroupRole } from '@shared/roles';
import type { DeletionAccepted, ExportFile, InviteResent } from '@shared/contract/user/answers';
import { api } from '../../../lib/api/client';

/** Both screens keep a profile under one key, so a save on one is seen by the other. */
export const profileQueryKey = (id: string) => ['profiles', id] as const;

/** `GET /profiles/{id}` (the Profile tab), or `GET /myprofile/{id}` (My profile: the caller's own). */
export function profileQueryOptions(id: string, own = false) {
  return queryOptions({
    queryKey: profileQueryKey(id),
    queryFn: ({ signal }) =>
      own
        ? api.user.getMyManagedProfile({ params: { id } }, { signal })
        : api.user.getProfile({ params: { id } }, { signal }),
  });
}

/** `PUT /profiles/{id}`: one section with the version read; answers the saved profile, or 409 when stale. */
export function saveSection(id: string, update: ProfileSectionUpdate): Promise<ManagedProfile> {
  return api.user.updateProfileSection({ params: { id }, body: update });
}

/** `PUT /profiles/{id}/archive`: disables the account in Cognito, then marks the profile. */
export function archiveUser(id: string): Promise<ManagedProfile> {
  return api.user.archiveUser({ params: { id } });
}

/** `PUT /profiles/{id}/unarchive` (ours, DECISIONS row 17): admins only. */
export function unarchiveUser(id: string): Promise<ManagedProfile> {
  return api.user.unarchiveUser({ params: { id } });
}

/** `DELETE /users/{id}`: answers 202; the deletion runs as a job and the list shows the row as being deleted. */
export function deleteUser(id: string): Promise<DeletionAccepted> {
  return api.user.deleteUser({ params: { id } });
}

/** `PUT` / `DELETE /users/{id}/role/{admin|agent}`: admins only, never on themselves. */
export function changeRole(id: string, role: GroupRole, granted: boolean): Promise<ManagedProfile> {
  const input = { params: { id } };
  if (role === 'admin') return granted ? api.user.grantAdminRole(input) : api.user.revokeAdminRole(input);
  return granted ? api.user.grantAgentRole(input) : api.user.revokeAgentRole(input);
}

/** `PUT /users/{id}/agent` (ours, QA 75b M1): admins only, a client only; null for no agent. */
export function assignAgent(id: string, agentId: string | null): Promise<ManagedProfile> {
  return api.user.assignAgent({ params: { id }, body: { agentId } });
}

/** How many contacts an agent has: the `total` of a one-row page of `GET /users?agentId=`. */
export async function countContacts(agentId: string): Promise<number> {
  const page = await api.user.listUsers({ query: { agentId, size: '1' } });
  return page.total;
}

/** `PUT /invite/{id}/resent` (the id is the invited address): a new link, mailed again. */
export function resendInvite(email: string): Promise<InviteResent> {
  return api.user.resendInvite({ params: { id: email } });
}

/** `GET /admin/exportcontacts?agent=`: an agent's contacts written to storage as contacts.csv. */
export function exportContacts(agentId: string): Promise<ExportFile> {
  return api.user.exportContacts({ query: { agent: agentId } });
}
