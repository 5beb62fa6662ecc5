import { queryOptions } from '@tanstack/react-query';
import type { ManagedProfile } from '@shared/profile-sections';
import type { ProfileSectionUpdate } from '@shared/profile-sections-schemas';
import type { GroupRole } from '@shared/roles';
import type { UsersPage } from '@shared/users';
import { apiRequest } from '../../../lib/api-client';

const path = (id: string) => encodeURIComponent(id);

/** Both screens keep a profile under one key, so a save on one is seen by the other. */
export const profileQueryKey = (id: string) => ['profiles', id] as const;

/** `GET /profiles/{id}` (the Profile tab), or `GET /myprofile/{id}` (My profile: the caller's own). */
export function profileQueryOptions(id: string, own = false) {
  return queryOptions({
    queryKey: profileQueryKey(id),
    queryFn: ({ signal }) =>
      apiRequest<ManagedProfile>(own ? `/myprofile/${path(id)}` : `/profiles/${path(id)}`, { signal }),
  });
}

/** `PUT /profiles/{id}`: one section with the version read; answers the saved profile, or 409 when stale. */
export function saveSection(id: string, update: ProfileSectionUpdate): Promise<ManagedProfile> {
  return apiRequest<ManagedProfile>(`/profiles/${path(id)}`, { method: 'PUT', body: update });
}

/** `PUT /profiles/{id}/archive`: disables the account in Cognito, then marks the profile. */
export function archiveUser(id: string): Promise<unknown> {
  return apiRequest(`/profiles/${path(id)}/archive`, { method: 'PUT' });
}

/** `PUT /profiles/{id}/unarchive` (ours, DECISIONS row 17): admins only. */
export function unarchiveUser(id: string): Promise<unknown> {
  return apiRequest(`/profiles/${path(id)}/unarchive`, { method: 'PUT' });
}

/** `DELETE /users/{id}`: answers 202; the deletion runs as a job and the list shows the row as being deleted. */
export function deleteUser(id: string): Promise<unknown> {
  return apiRequest(`/users/${path(id)}`, { method: 'DELETE' });
}

/** `PUT` / `DELETE /users/{id}/role/{admin|agent}`: admins only, never on themselves. */
export function changeRole(id: string, role: GroupRole, granted: boolean): Promise<unknown> {
  return apiRequest(`/users/${path(id)}/role/${role}`, { method: granted ? 'PUT' : 'DELETE' });
}

/** How many contacts an agent has: the `total` of a one-row page of `GET /users?agentId=`. */
export async function countContacts(agentId: string): Promise<number> {
  const page = await apiRequest<UsersPage>(`/users?${new URLSearchParams({ agentId, size: '1' })}`);
  return page.total;
}

/** `PUT /invite/{id}/resent` (the id is the invited address): a new link, mailed again. */
export function resendInvite(email: string): Promise<unknown> {
  return apiRequest(`/invite/${path(email)}/resent`, { method: 'PUT' });
}

/** What `GET /admin/exportcontacts` answers: a link, valid minutes, that downloads the file under its name. */
export interface ExportFile {
  filename: string;
  url: string;
  rows: number;
}

/** `GET /admin/exportcontacts?agent=`: an agent's contacts written to storage as contacts.csv. */
export function exportContacts(agentId: string): Promise<ExportFile> {
  return apiRequest<ExportFile>(`/admin/exportcontacts?${new URLSearchParams({ agent: agentId })}`);
}
