import { isDeepStrictEqual } from 'node:util';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AgentDetails } from '@shared/agent';
import { profileSections, type ProfileSection } from '@shared/profile';
import type { AccountForm } from '@shared/profile-schemas';
import { dynamo } from '../../lib/aws-clients';
import { env } from '../../lib/env';
import { ConflictError, GoneError } from '../../lib/errors';
import { withoutKeys } from '../../lib/item-keys';
import { bumpSections, expression, sectionIsAt, setFields, setListed, type UpdateParts } from './profile-expression';
import { accountKeys } from './keys';
import { getProfile, type ProfileRecord } from './profile-repository';

/**
 * Profile editing, written once (issue 27): every write of a profile's form fields, by its
 * owner (`PUT /myprofile`, the account form; `PUT /subscription`; an unsubscribe link) or
 * from the dashboard (`PUT /profiles/{id}`, one section), built with the same expression
 * helpers (profile-expression.ts) and each bumping the versions of the sections it changes.
 * One concurrency model: the dashboard's section write is conditional on that section's
 * version, the account form on the versions of each section it changes (`sectionIsAt`), as the
 * client read them. A write that is not a form field (a follow-up, the archive mark, roles:
 * managed-profile-repository.ts) bumps no section, so it never refuses a form opened before it.
 */
const table = () => env().USER_TABLE;

/**
 * Runs one update of a profile, with the users list's stamp; undefined when its condition
 * failed (no item, a stale version, a profile being deleted: nothing may change it back, or
 * unarchive it, while its deletion runs). The few writes that must land on a profile being
 * deleted too (its deletion mark, a newsletter stop) say so with `evenWhileDeleting`. Without
 * a condition (the account form sent no versions) a missing item is created.
 */
export async function runUpdate(
  userId: string,
  e: UpdateParts,
  condition: string | undefined,
  { evenWhileDeleting = false } = {},
): Promise<ProfileRecord | undefined> {
  setListed(userId, e.set, e.names, e.values);
  const conditions = condition ? [condition] : [];
  if (!evenWhileDeleting) {
    e.names['#standing'] = 'status';
    e.values[':deleting'] = 'deleting';
    conditions.push('attribute_not_exists(#standing) OR #standing <> :deleting');
  }
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: accountKeys.profile(userId),
        UpdateExpression: `SET ${e.set.join(', ')}${e.remove.length > 0 ? ` REMOVE ${e.remove.join(', ')}` : ''}`,
        ...(conditions.length > 0 && { ConditionExpression: conditions.map((c) => `(${c})`).join(' AND ') }),
        ExpressionAttributeNames: e.names,
        ExpressionAttributeValues: e.values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return withoutKeys<ProfileRecord>(Attributes ?? {});
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

export interface SectionWrite {
  userId: string;
  section: ProfileSection;
  /** The section's version the client read: the write happens only if it is still the item's. */
  expectedVersion: number;
  /**
   * The section's fields, by attribute or path into a map (`agent.website`, whose map must
   * exist: `ensureAgentMap`): a value sets it, undefined removes it. Nothing else is written.
   */
  fields: Record<string, unknown>;
  now: string;
}

/**
 * One section of a profile, conditional on that section's version: undefined when the version
 * is stale (or the profile is gone), and nothing is written.
 */
export async function writeSection({
  userId,
  section,
  expectedVersion,
  fields,
  now,
}: SectionWrite): Promise<ProfileRecord | undefined> {
  const e = expression(now);
  setFields(e, fields);
  bumpSections([section], e.set, e.names, e.values);
  return runUpdate(userId, e, `attribute_exists(PK) AND ${sectionIsAt(e, section, expectedVersion)}`);
}

/** The fields of the account form that a user may clear (REMOVE when not given). */
const optionalAccountFields = ['phone', 'headshot', 'address', 'dob', 'ownershipStats', 'purchaseDate'] as const;

/** The account form as stored: the agent's social links grouped (shared/agent.ts `toAgentDetails`). */
export type AccountFields = Omit<AccountForm, 'agent' | 'version'> & { agent?: AgentDetails; logo?: string };

/**
 * The sections each field of the account form belongs to, as the dashboard's sections write
 * them (shared/profile-sections-schemas.ts). The agent details are one map, testimonials
 * included: writing it writes both sections.
 */
const accountFieldSections: Record<keyof Omit<AccountFields, 'sectionVersions'>, readonly ProfileSection[]> = {
  firstName: ['account'],
  lastName: ['account'],
  phone: ['account'],
  address: ['account'],
  dob: ['account'],
  preferredContactMethod: ['account'],
  headshot: ['account'],
  ownershipStats: ['homeOwnership'],
  purchaseDate: ['homeOwnership'],
  receiveEmail: ['subscriptions'],
  receiveSoldReport: ['subscriptions'],
  agent: ['agent', 'testimonials'],
  logo: ['agent'],
};

/**
 * The fields of the account form that change the stored profile: a value other than the stored
 * one, or a field left out that the form may clear and the profile has (one it may not clear is
 * kept). Each section of the account page sends the whole form as read with its own changes on
 * top (web `profileForm`), so a field equal to the stored one is no edit: written anyway, it
 * raised its section's version, and saving Account Details refused a Home ownership form opened
 * before it, though nobody had changed the ownership (QA 70a L4).
 */
function changedAccountFields(fields: Omit<AccountFields, 'sectionVersions'>, stored: ProfileRecord | undefined) {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([field, value]) =>
        (value !== undefined || (optionalAccountFields as readonly string[]).includes(field)) &&
        !isDeepStrictEqual(value, stored?.[field as keyof ProfileRecord]),
    ),
  ) as Partial<typeof fields>;
}

export interface AccountUpdate {
  userId: string;
  form: AccountFields;
  /** The profile as read before the save: what the form's fields are compared with. */
  stored: ProfileRecord | undefined;
  now: string;
}

/** Why the account form's write was refused. */
const accountSaveRefusals = {
  /** 409: a section the form writes changed since it was read. */
  changedElsewhere: 'Your profile was changed elsewhere. Reload it and try again.',
  /** 410: the profile is being deleted. */
  deleting: 'This account is being deleted.',
  /**
   * 410: there is no profile. A sign-up makes it (the post-confirmation trigger, or
   * `finishSignUp` after it stopped half-way); a token without one is a deleted user's, in the
   * minute the API still remembers them as active, or an account no invitation stands behind.
   */
  noProfile: 'This account has no profile, so nothing was saved. Please contact your agent.',
} as const;

/**
 * Writes the fields of the account form that change the profile (`changedAccountFields`), and
 * nothing else, in one update of the caller's existing profile, bumping the versions of their
 * sections only: when the caller sends the sections' versions it read, a newer version of a
 * section the save changes refuses the write (409) instead of losing the other edit. A section
 * whose fields it leaves as stored is neither written nor checked, so the account page's
 * sections, each saved with the whole form, do not refuse each other (QA 70a L4); a write of
 * such a section between the read and this update stands. It never creates a profile (review
 * 69 H1: a deleted user's token, still remembered as active for up to a minute, brought the
 * account back, active, with an address no invitation could reach again). A newsletter switch
 * the form omits keeps its stored value (consent is never given by omission).
 */
export async function updateAccount({ userId, form, stored, now }: AccountUpdate): Promise<ProfileRecord> {
  const { sectionVersions: read, ...fields } = form;
  const changes = changedAccountFields(fields, stored);
  const e = expression(now);
  setFields(e, changes);
  const sections = profileSections.filter((section) =>
    Object.keys(changes).some((field) =>
      accountFieldSections[field as keyof typeof accountFieldSections].includes(section),
    ),
  );
  bumpSections(sections, e.set, e.names, e.values);
  const versions = read && sections.map((section) => sectionIsAt(e, section, read[section]));
  const condition = ['attribute_exists(PK)', ...(versions ?? [])].join(' AND ');

  const saved = await runUpdate(userId, e, condition);
  if (saved) return saved;
  const current = await getProfile(userId);
  if (!current) throw new GoneError(accountSaveRefusals.noProfile);
  // The owner's tokens are refused once the deletion mark is seen (standing.ts); a save in between gets 410.
  if (current.status === 'deleting') throw new GoneError(accountSaveRefusals.deleting);
  throw new ConflictError(accountSaveRefusals.changedElsewhere);
}

export interface SubscriptionUpdate {
  userId: string;
  receiveEmail: boolean;
  receiveSoldReport: boolean;
  now: string;
}

/**
 * Sets the two newsletter switches of an existing profile (`PUT /subscription`). It bumps
 * the subscriptions section, so an account form opened before it (which sends the switches)
 * must reload to save.
 */
export async function updateSubscription(update: SubscriptionUpdate): Promise<ProfileRecord | undefined> {
  const e = expression(update.now);
  setFields(e, { receiveEmail: update.receiveEmail, receiveSoldReport: update.receiveSoldReport });
  bumpSections(['subscriptions'], e.set, e.names, e.values);
  return runUpdate(update.userId, e, 'attribute_exists(PK)', { evenWhileDeleting: true });
}

/**
 * Turns the newsletter off (`receiveSoldReport` false) for an unsubscribe link, and nothing
 * else; `receiveEmail`, the master switch, stays. It bumps the subscriptions section. False
 * when the user has no profile (a deleted account): there is nothing left to stop. The users
 * list shows no newsletter switch, but every profile write refreshes its stamp (README.md).
 */
export async function stopSoldReport(userId: string, now: string): Promise<boolean> {
  const e = expression(now);
  setFields(e, { receiveSoldReport: false });
  bumpSections(['subscriptions'], e.set, e.names, e.values);
  return (await runUpdate(userId, e, 'attribute_exists(PK)', { evenWhileDeleting: true })) !== undefined;
}
