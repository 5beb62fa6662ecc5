import { profileSections, type SectionVersions, type UserProfile } from '@shared/profile';
import type { Caller } from '../../lib/auth/caller';
import { agentOfContact } from './contact-link';
import { imageUrl } from './headshot';
import { sectionVersionAttribute } from './profile-expression';
import type { ProfileRecord } from './profile-repository';
import { verifiedEmail } from '../../lib/auth/verified-email';

/** Each section's version as stored (`sectionVersionAttribute`); a section never edited is at 0. */
const sectionVersionsOf = (record: Partial<ProfileRecord>) =>
  Object.fromEntries(
    profileSections.map((section) => [section, record[sectionVersionAttribute(section)] ?? 0]),
  ) as SectionVersions;

/**
 * The API's view of a stored profile: what the account page shows, nothing internal (the
 * profile-wide `version`, the roles' lock, is not the API's: forms send `sectionVersions`).
 */
export function toUserProfile(record: ProfileRecord): UserProfile {
  return {
    id: record.id,
    email: record.email,
    firstName: record.firstName ?? '',
    lastName: record.lastName ?? '',
    ...(record.phone && { phone: record.phone }),
    ...(record.headshot && { headshot: record.headshot }),
    ...(record.address && { address: record.address }),
    ...(record.dob && { dob: record.dob }),
    ...(record.ownershipStats && { ownershipStats: record.ownershipStats }),
    ...(record.purchaseDate && { purchaseDate: record.purchaseDate }),
    preferredContactMethod: record.preferredContactMethod ?? 'email',
    receiveEmail: record.receiveEmail ?? true,
    receiveSoldReport: record.receiveSoldReport ?? true,
    ...(agentOfContact(record) && { agentId: agentOfContact(record) }),
    sectionVersions: sectionVersionsOf(record),
  };
}

/** The profile with its headshot's signed address, as `GET /myprofile` answers it. */
export async function presentProfile(record: ProfileRecord, now: Date): Promise<UserProfile> {
  const profile = toUserProfile(record);
  return record.headshot ? { ...profile, headshotUrl: await imageUrl(record.headshot, now) } : profile;
}

/**
 * A signed-in user with no profile item (it is created at sign-up confirmation) sees the
 * spec's defaults; a save of them is refused, as it never creates the item (review 69 H1). An
 * address the token does not call verified is not shown as theirs.
 */
export function defaultProfile(caller: Caller): UserProfile {
  const [firstName = '', ...rest] = (caller.name ?? '').trim().split(/\s+/);
  return {
    id: caller.sub,
    email: verifiedEmail(caller) ?? '',
    firstName,
    lastName: rest.join(' '),
    preferredContactMethod: 'email',
    receiveEmail: true,
    receiveSoldReport: true,
    sectionVersions: sectionVersionsOf({}),
  };
}
