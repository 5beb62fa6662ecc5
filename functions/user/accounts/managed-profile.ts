import { toAgentDetails, type AgentDetails } from '@shared/agent';
import type { AgentDetailsForm } from '@shared/agent-schemas';
import { profileChangedElsewhere, type ManagedProfile } from '@shared/profile-sections';
import type { ProfileSectionUpdate } from '@shared/profile-sections-schemas';
import type { Caller } from '../../lib/auth/caller';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { assertPublicLinks } from './account';
import { recordActivity } from '../notes-follow-ups/published';
import { reachableProfile } from './contact-access';
import { deleteFile } from '../uploads/published';
import { imageUrl, keepImage } from './headshot';
import { ensureAgentMap } from './managed-profile-repository';
import { writeSection } from './profile-edits-repository';
import { presentProfile } from './profile';
import { getProfile, type ProfileRecord } from './profile-repository';

/**
 * The dashboard's profile (document 2 §2 "Profile tab", "My profile"; §4 "Profile sections"):
 * `GET /profiles/{id}`, `GET /myprofile/{id}`, and `PUT /profiles/{id}`, which saves one
 * section. A section writes its own fields and nothing else (profile-sections-schemas.ts lists
 * them): roles, agent, e-mail and status are never written here, whatever the body carries.
 * Each section has a version; a save over a newer one gets 409 and changes nothing (one on a
 * profile being deleted, 404, as every dashboard call on it but a repeated delete).
 */
export const sectionMessages = {
  soldReportConsent: 'Only the contact can turn Monthly Sold Reports on.',
  notAnAgent: 'Only agents have agent details.',
} as const;

export async function presentManagedProfile(record: ProfileRecord, now: Date): Promise<ManagedProfile> {
  const [profile, logoUrl] = await Promise.all([
    presentProfile(record, now),
    record.logo ? imageUrl(record.logo, now) : undefined,
  ]);
  return {
    ...profile,
    ...(record.logo && { logo: record.logo }),
    ...(logoUrl && { logoUrl }),
    roles: record.roles?.length ? record.roles : ['client'],
    // A profile being deleted is never reached here (contact-access.ts); were it, it is as shut as an archived one.
    status: record.status === 'deleting' ? 'archived' : (record.status ?? 'active'),
    ...(record.agent && { agent: record.agent }),
  };
}

/** `GET /profiles/{id}`: a contact of the caller's, anyone for an admin, or the caller. */
export async function profileFor(caller: Caller, userId: string, now: Date): Promise<ManagedProfile> {
  return presentManagedProfile(await reachableProfile(caller, userId, { self: true }), now);
}

/**
 * `GET /myprofile/{id}`: the caller's own profile item (someone else's id is 404, like one
 * with no item: the dashboard's users all have one; `GET /myprofile` shows the defaults).
 */
export async function myProfileById(caller: Caller, userId: string, now: Date): Promise<ManagedProfile> {
  const record = userId === caller.sub ? await getProfile(userId) : undefined;
  if (!record) throw new NotFoundError('There is no such user.');
  return presentManagedProfile(record, now);
}

/**
 * A picture a section names (the account's headshot, the agent's logo): the caller's own fresh
 * upload, or a picture already the target's, kept under the target's prefix. Left out, the
 * stored one stays (the sections' forms do not carry pictures; the image dialog sends them).
 */
async function picture(caller: Caller, target: ProfileRecord, field: 'headshot' | 'logo', key: string | undefined) {
  if (!key) return {};
  return { [field]: await keepImage({ key, uploader: caller.sub, owner: target.id, field }) };
}

/**
 * The links a save changes: one already stored was checked when it was saved, and is not
 * resolved again (a logo saved with the section must not fail on a stored site's DNS).
 */
function changedLinks(form: AgentDetailsForm, stored: AgentDetails | undefined): AgentDetailsForm {
  const social = stored?.socialMedias ?? {};
  const before: Record<string, string | undefined> = {
    website: stored?.website,
    instagram: social.instagram,
    linkedin: social.linkedIn,
    facebook: social.facebook,
    twitter: social.twitter,
  };
  const changed = { ...form };
  for (const field of ['website', 'instagram', 'linkedin', 'facebook', 'twitter'] as const) {
    if (changed[field] === before[field]) delete changed[field];
  }
  return changed;
}

/** The attributes a section writes, by path; undefined removes an optional field. */
async function fieldsOf(
  caller: Caller,
  target: ProfileRecord,
  update: ProfileSectionUpdate,
  now: Date,
): Promise<Record<string, unknown>> {
  switch (update.section) {
    case 'account': {
      const { firstName, lastName, phone, address, dob, preferredContactMethod, headshot } = update;
      return {
        firstName,
        lastName,
        phone,
        address,
        dob,
        ...(preferredContactMethod && { preferredContactMethod }),
        ...(await picture(caller, target, 'headshot', headshot)),
      };
    }
    case 'homeOwnership':
      return { ownershipStats: update.ownershipStats, purchaseDate: update.purchaseDate };
    case 'subscriptions':
      // Consent belongs to the contact (issue 14): others may turn the newsletter off, never on.
      if (update.receiveSoldReport && target.id !== caller.sub)
        throw new ForbiddenError(sectionMessages.soldReportConsent);
      return { receiveSoldReport: update.receiveSoldReport };
    case 'agent': {
      if (!target.roles?.some((role) => role === 'agent' || role === 'admin')) {
        throw new ForbiddenError(sectionMessages.notAnAgent);
      }
      const { section: _section, version: _version, logo, ...form } = update;
      await assertPublicLinks(changedLinks(form, target.agent));
      const details = toAgentDetails(form);
      const kept = await picture(caller, target, 'logo', logo);
      await ensureAgentMap(target.id, now.toISOString());
      return {
        ...kept,
        'agent.website': details.website,
        'agent.jobDescription': details.jobDescription,
        'agent.aboutMe': details.aboutMe,
        'agent.socialMedias': details.socialMedias ?? {},
      };
    }
    case 'testimonials':
      if (!target.roles?.some((role) => role === 'agent' || role === 'admin')) {
        throw new ForbiddenError(sectionMessages.notAnAgent);
      }
      await ensureAgentMap(target.id, now.toISOString());
      return { 'agent.testimonials': update.testimonials };
  }
}

export async function saveSection(
  caller: Caller,
  userId: string,
  update: ProfileSectionUpdate,
  now: Date,
): Promise<ManagedProfile> {
  const target = await reachableProfile(caller, userId, { self: true });
  const fields = await fieldsOf(caller, target, update, now);
  const saved = await writeSection({
    userId,
    section: update.section,
    expectedVersion: update.version,
    fields,
    now: now.toISOString(),
  });
  if (!saved) {
    // A picture copied for a save that lost is nobody's (one the profile names stays).
    const named = new Set([target.headshot, target.logo]);
    const copied = [fields.headshot, fields.logo].filter(
      (key): key is string => typeof key === 'string' && !named.has(key),
    );
    await Promise.all(copied.map((key) => deleteFile(key).catch(() => undefined)));
    // The write is refused too when the profile's deletion began (or ended) after the check
    // above: that answers as a save arriving a moment later would (404), not with the 409 of a
    // newer version, whose Reload would lead nowhere.
    await reachableProfile(caller, userId, { self: true });
    throw new ConflictError(profileChangedElsewhere);
  }
  await dropReplacedPictures(target, saved);
  await recordActivity(userId, 'UpdateProfile', now, {
    payload: { section: update.section },
    ...(caller.sub !== userId && { by: caller.sub }),
  });
  return presentManagedProfile(saved, now);
}

/**
 * The pictures a save replaced are garbage now (a headshot and a logo may share a file, so one
 * still named by the profile stays). Losing this delete only leaves a file behind.
 */
async function dropReplacedPictures(before: ProfileRecord, after: ProfileRecord): Promise<void> {
  const inUse = new Set([after.headshot, after.logo]);
  const replaced = [before.headshot, before.logo].filter((key): key is string => !!key && !inUse.has(key));
  await Promise.all(replaced.map((key) => deleteFile(key).catch(() => undefined)));
}
