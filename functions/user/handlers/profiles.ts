import { contactParamsSchema } from '@shared/notes-schemas';
import { profileSectionSchema } from '@shared/profile-sections-schemas';
import { torontoDate } from '@shared/format/dates';
import type { GroupRole } from '@shared/roles';
import { signedInCaller } from '../../lib/auth/caller';
import { clock } from '../../lib/clock';
import { ok } from '../../lib/http/answers';
import { endpoint } from '../../lib/http/endpoint';
import { archiveUser, unarchiveUser } from '../archive';
import { myProfileById, profileFor, saveSection } from '../managed-profile';
import { changeRole } from '../roles';

/** `GET /profiles/{id}`: a profile as the dashboard shows it, with each section's version. */
export const getProfileById = endpoint({ params: contactParamsSchema }, async ({ caller, params }) =>
  ok(await profileFor(signedInCaller(caller), params.id, clock.now())),
);

/** `GET /myprofile/{id}`: the caller's own, by id (the dashboard's My profile). */
export const getMyProfileById = endpoint({ params: contactParamsSchema }, async ({ caller, params }) =>
  ok(await myProfileById(signedInCaller(caller), params.id, clock.now())),
);

/** `PUT /profiles/{id}`: one section, with the version read; built per request for "not in the future". */
const sectionBody = () => profileSectionSchema(torontoDate(clock.now()));

export const putProfileSection = endpoint(
  { params: contactParamsSchema, body: sectionBody },
  async ({ caller, params, body }) => ok(await saveSection(signedInCaller(caller), params.id, body, clock.now())),
);

/** `PUT /profiles/{id}/archive`: no body. */
export const putArchive = endpoint({ params: contactParamsSchema }, async ({ caller, params }) =>
  ok(await archiveUser(signedInCaller(caller), params.id, clock.now())),
);

/** `PUT /profiles/{id}/unarchive` (ours, DECISIONS row 17): no body. */
export const putUnarchive = endpoint({ params: contactParamsSchema }, async ({ caller, params }) =>
  ok(await unarchiveUser(signedInCaller(caller), params.id, clock.now())),
);

/** `PUT` / `DELETE /users/{id}/role/{admin|agent}`: the body is ignored. */
const roleCall = (role: GroupRole, granted: boolean) =>
  endpoint({ params: contactParamsSchema }, async ({ caller, params }) =>
    ok(await changeRole(signedInCaller(caller), params.id, role, granted, clock.now())),
  );

export const putAdminRole = roleCall('admin', true);
export const deleteAdminRole = roleCall('admin', false);
export const putAgentRole = roleCall('agent', true);
export const deleteAgentRole = roleCall('agent', false);
