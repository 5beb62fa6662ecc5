import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AgentDetails } from '@shared/agent';
import type { ProfileSection } from '@shared/profile';
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
 * version, the account form on the versions of each section it writes (`sectionIsAt`), as the
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

export interface AccountUpdate {
  userId: string;
  form: AccountFields;
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
 * Writes the account form, and nothing else, in one update of the caller's existing profile:
 * when the caller sends the sections' versions it read, a newer version of a section the form
 * writes refuses the write (409) instead of losing the other edit. It never creates a profile
 * (review 69 H1: a deleted user's token, still remembered as active for up to a minute, brought
 * the account back, active, with an address no invitation could reach again). A newsletter
 * switch the form omits keeps its stored value (consent is never given by omission).
 */
export async function updateAccount({ userId, form, now }: AccountUpdate): Promise<ProfileRecord> {
  const { sectionVersions: read, ...fields } = form;
  const e = expression(now);
  // A field left out is removed only if the form may clear it (the others keep their value).
  setFields(e, fields, (field) => (optionalAccountFields as readonly string[]).includes(field));
  const sections: ProfileSection[] = [
    'account',
    'homeOwnership',
    ...(fields.agent ? (['agent', 'testimonials'] as const) : []),
    ...(fields.receiveEmail !== undefined || fields.receiveSoldReport !== undefined
      ? (['subscriptions'] as const)
      : []),
  ];
  bumpSections(sections, e.set, e.names, e.values);
  const versions = read && sections.map((section) => sectionIsAt(e, section, read[section]));
  const condition = ['attribute_exists(PK)', ...(versions ?? [])].join(' AND ');

  const saved = await runUpdate(userId, e, condition);
  if (saved) return saved;
  const stored = await getProfile(userId);
  if (!stored) throw new GoneError(accountSaveRefusals.noProfile);
  // The owner's tokens are refused once the deletion mark is seen (standing.ts); a save in between gets 410.
  if (stored.status === 'deleting') throw new GoneError(accountSaveRefusals.deleting);
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
