import { user } from '@shared/contract/user';
import type { GroupRole } from '@shared/roles';
import { signedInCaller, type Caller } from '../../../lib/auth/caller';
import { clock } from '../../../lib/clock';
import { ok } from '../../../lib/http/answers';
import { handle } from '../../../lib/http/handle';
import { assignAgent } from '../agent-assignment';
import { archiveUser, unarchiveUser } from '../archive';
import { myProfileById, profileFor, saveSection } from '../managed-profile';
import { changeRole } from '../roles';

/** `GET /profiles/{id}`: a profile as the dashboard shows it, with each section's version. */
export const getProfileById = handle(user.getProfile, async ({ caller, params }) =>
  ok(await profileFor(signedInCaller(caller), params.id, clock.now())),
);

/** `GET /myprofile/{id}`: the caller's own, by id (the dashboard's My profile). */
export const getMyProfileById = handle(user.getMyManagedProfile, async ({ caller, params }) =>
  ok(await myProfileById(signedInCaller(caller), params.id, clock.now())),
);

/** `PUT /profiles/{id}`: one section, with the version read (its row builds the schema per request, for "not in the future"). */
export const putProfileSection = handle(user.updateProfileSection, async ({ caller, params, body }) =>
  ok(await saveSection(signedInCaller(caller), params.id, body, clock.now())),
);

/** `PUT /profiles/{id}/archive`: no body. */
export const putArchive = handle(user.archiveUser, async ({ caller, params }) =>
  ok(await archiveUser(signedInCaller(caller), params.id, clock.now())),
);

/** `PUT /profiles/{id}/unarchive` (ours, DECISIONS row 17): no body. */
export const putUnarchive = handle(user.unarchiveUser, async ({ caller, params }) =>
  ok(await unarchiveUser(signedInCaller(caller), params.id, clock.now())),
);

/** `PUT` / `DELETE /users/{id}/role/{admin|agent}`: the body is ignored. */
const roleCall =
  (role: GroupRole, granted: boolean) =>
  async ({ caller, params }: { caller: Caller | null; params: { id: string } }) =>
    ok(await changeRole(signedInCaller(caller), params.id, role, granted, clock.now()));

export const putAdminRole = handle(user.grantAdminRole, roleCall('admin', true));
export const deleteAdminRole = handle(user.revokeAdminRole, roleCall('admin', false));
export const putAgentRole = handle(user.grantAgentRole, roleCall('agent', true));
export const deleteAgentRole = handle(user.revokeAgentRole, roleCall('agent', false));

/** `PUT /users/{id}/agent` (ours, QA 75b M1): `{ agentId }`, an agent's id or null for none. */
export const putAgent = handle(user.assignAgent, async ({ caller, params, body }) =>
  ok(await assignAgent(signedInCaller(caller), params.id, body.agentId, clock.now())),
);
