import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AgentDetails } from '@shared/agent';
import type { ProfileSection } from '@shared/profile-sections';
import type { Role } from '@shared/roles';
import type { ContactMethod, OwnershipStatus } from '@shared/profile';
import type { AccountForm } from '@shared/profile-schemas';
import type { FollowUpSuggestion } from '@shared/users';
import { writeBatches } from '../../lib/adapters/batch-write';
import { dynamo } from '../../lib/aws-clients';
import { env } from '../../lib/env';
import { ConflictError } from '../../lib/errors';
import { withoutKeys } from '../../lib/item-keys';
import { accountIndexKeys, accountKeys } from './keys';
import { listChangeStamp } from './list-change';

/** A user's profile item as stored (README.md: "Profile"). */
export interface ProfileRecord {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  /** `deleting` while `DELETE /users/{id}`'s job runs (deletion.ts): refused like archived. */
  status: 'active' | 'archived' | 'deleting';
  /**
   * The agent whose contact this user is; only while they hold no staff role (read it through
   * `agentOfContact`, contact-link.ts).
   */
  agentId?: string;
  /** The agent they were a contact of until given a staff role (DECISIONS row 45): history only. */
  formerAgentId?: string;
  phone?: string;
  headshot?: string;
  address?: string;
  dob?: string;
  ownershipStats?: OwnershipStatus;
  purchaseDate?: string;
  preferredContactMethod: ContactMethod;
  receiveEmail: boolean;
  receiveSoldReport: boolean;
  /** Agents: what their agent page shows (document 1 §2.8). */
  agent?: AgentDetails;
  /** Agents: their logo's stored key. */
  logo?: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  /**
   * Activity figures the user list sorts on (document 2 §3); seeded for now, kept current by
   * the analytics issue from real events. Durations in milliseconds.
   */
  logins?: number;
  lastLoginAt?: string;
  totalSessionDuration?: number;
  averageSessionDuration?: number;
  totalReportOpen?: number;
  /**
   * The follow-up of this contact (README.md "Follow-up"), by the agent or admin who set it
   * (`by`; none on seeded ones, which are their agent's): shown to that person only.
   */
  followUp?: { date: string; note: string; by?: string };
  /** A follow-up suggestion (mail-events/follow-up-suggestion.ts): while no follow-up is set. */
  followUpSuggestion?: FollowUpSuggestion;
  /** Each dashboard section's version (`sectionVersionAttribute`); absent means 0. */
  accountVersion?: number;
  homeOwnershipVersion?: number;
  subscriptionsVersion?: number;
  agentVersion?: number;
  testimonialsVersion?: number;
}

/** The attribute that holds a section's version (profile-sections.ts): `accountVersion`. */
export const sectionVersionAttribute = (section: ProfileSection) => `${section}Version` as const;

/**
 * Adds one to the versions of the sections a write changes, so that a section form opened
 * before it is refused (409) rather than saved over it. Every write of a section's fields does.
 */
export function bumpSections(
  sections: readonly ProfileSection[],
  set: string[],
  names: Record<string, string>,
  values: Record<string, unknown>,
): void {
  values[':zero'] = 0;
  values[':one'] = 1;
  for (const section of sections) {
    const name = `#${sectionVersionAttribute(section)}`;
    names[name] = sectionVersionAttribute(section);
    set.push(`${name} = if_not_exists(${name}, :zero) + :one`);
  }
}

export type NewProfile = Omit<ProfileRecord, 'version' | 'updatedAt' | 'status'> & { status?: ProfileRecord['status'] };

/** The fields of the account form that a user may clear (REMOVE when not given). */
const optionalAccountFields = ['phone', 'headshot', 'address', 'dob', 'ownershipStats', 'purchaseDate'] as const;

const table = () => env().USER_TABLE;

/**
 * Adds the user list's change stamp (keys.ts `listed`) to an update: every write of a
 * profile must, or the list's read model never sees it (users-list/README.md).
 */
export function setListed(
  userId: string,
  set: string[],
  names: Record<string, string>,
  values: Record<string, unknown>,
): void {
  const listed = accountIndexKeys.listed('USER', listChangeStamp(), userId);
  set.push('#GSI3PK = :GSI3PK', '#GSI3SK = :GSI3SK');
  names['#GSI3PK'] = 'GSI3PK';
  names['#GSI3SK'] = 'GSI3SK';
  values[':GSI3PK'] = listed.GSI3PK;
  values[':GSI3SK'] = listed.GSI3SK;
}

function indexKeys(profile: Pick<ProfileRecord, 'id' | 'agentId' | 'createdAt'> & { email: string | undefined }) {
  return {
    ...(profile.email && accountIndexKeys.profileByEmail(profile.email, profile.id)),
    ...(profile.agentId && accountIndexKeys.agentContact(profile.agentId, profile.id)),
  };
}

export async function getProfile(userId: string): Promise<ProfileRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: accountKeys.profile(userId) }));
  return Item ? withoutKeys<ProfileRecord>(Item) : undefined;
}

/** Whether someone has an account with this (lower-case) e-mail: one Query on GSI2 `EMAIL#{email}`, profiles only. */
export async function hasProfileWithEmail(email: string): Promise<boolean> {
  const { GSI2PK, GSI2SKPrefix } = accountIndexKeys.profilesByEmail(email);
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :email AND begins_with(GSI2SK, :profile)',
      ExpressionAttributeValues: { ':email': GSI2PK, ':profile': GSI2SKPrefix },
      ProjectionExpression: 'PK',
      Limit: 1,
    }),
  );
  return (Items ?? []).length > 0;
}

/** The two fields the API checks on every signed-in request (`published.ts`), and nothing else. */
export async function getProfileStanding(
  userId: string,
): Promise<Partial<Pick<ProfileRecord, 'status' | 'roles'>> | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: table(),
      Key: accountKeys.profile(userId),
      ProjectionExpression: '#status, #roles',
      ExpressionAttributeNames: { '#status': 'status', '#roles': 'roles' },
    }),
  );
  return Item ? (Item as Partial<Pick<ProfileRecord, 'status' | 'roles'>>) : undefined;
}

/** Creates a profile once; a second creation for the same user is a conflict. */
export async function putNewProfile(profile: NewProfile): Promise<ProfileRecord> {
  const record: ProfileRecord = { status: 'active', ...profile, updatedAt: profile.createdAt, version: 1 };
  try {
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: {
          ...accountKeys.profile(record.id),
          ...indexKeys(record),
          ...accountIndexKeys.listed('USER', listChangeStamp(), record.id),
          ...record,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new ConflictError('This profile already exists.');
    throw error;
  }
  return record;
}

/**
 * Writes many new profiles at once, unconditionally (the seed's generated contacts and the
 * bench's 20,000): batches of 25 rather than one conditional put each.
 */
export async function putSeededProfiles(profiles: NewProfile[]): Promise<void> {
  const changedAt = listChangeStamp();
  await writeBatches(
    table(),
    profiles.map((profile) => {
      const record: ProfileRecord = { status: 'active', ...profile, updatedAt: profile.createdAt, version: 1 };
      return {
        ...accountKeys.profile(record.id),
        ...indexKeys(record),
        ...accountIndexKeys.listed('USER', changedAt, record.id),
        ...record,
      };
    }),
  );
}

/** The account form as stored: the agent's social links grouped (shared/agent.ts `toAgentDetails`). */
export type AccountFields = Omit<AccountForm, 'agent'> & { agent?: AgentDetails; logo?: string };

export interface AccountUpdate {
  userId: string;
  /**
   * The token's address, only when verified (verified-email.ts); written only when the item
   * is new. Without it nothing of the address (attribute or index key) is written.
   */
  email: string | undefined;
  /**
   * The caller's roles as the API grants them (the token's groups that the profile names too,
   * so client for a user without a profile); written only when the item is new.
   */
  roles: Role[];
  form: AccountFields;
  now: string;
}

/** What a profile created by its first save starts with, as one created at sign-up does. */
const newProfileDefaults = { status: 'active', receiveEmail: true, receiveSoldReport: true };

/**
 * Writes the account form, and nothing else, in one conditional update: when the caller
 * sends the version it read, a newer version on the item refuses the write (409) instead of
 * losing the other edit. A missing item is created with the server's defaults and the
 * caller's verified e-mail and roles; an existing item keeps its own. A newsletter switch
 * the form omits keeps its stored value (consent is never given by omission).
 */
export async function updateAccount({ userId, email, roles, form, now }: AccountUpdate): Promise<ProfileRecord> {
  const { version: expectedVersion, ...fields } = form;
  const set: string[] = [];
  const remove: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':now': now, ':one': 1, ':zero': 0 };

  const written = new Set<string>();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) {
      if (!(optionalAccountFields as readonly string[]).includes(key)) continue;
      names[`#${key}`] = key;
      remove.push(`#${key}`);
    } else {
      names[`#${key}`] = key;
      set.push(`#${key} = :${key}`);
      values[`:${key}`] = value;
      written.add(key);
    }
  }
  const created = {
    ...newProfileDefaults,
    ...(email && { email }),
    id: userId,
    createdAt: now,
    roles,
    ...indexKeys({ id: userId, email, createdAt: now }),
  };
  for (const [key, value] of Object.entries(created)) {
    if (written.has(key)) continue;
    names[`#${key}`] = key;
    values[`:${key}`] = value;
    set.push(`#${key} = if_not_exists(#${key}, :${key})`);
  }
  set.push('#updatedAt = :now', '#version = if_not_exists(#version, :zero) + :one');
  names['#updatedAt'] = 'updatedAt';
  names['#version'] = 'version';
  bumpSections(
    [
      'account',
      'homeOwnership',
      ...(fields.agent ? (['agent', 'testimonials'] as const) : []),
      ...(fields.receiveSoldReport !== undefined ? (['subscriptions'] as const) : []),
    ],
    set,
    names,
    values,
  );
  setListed(userId, set, names, values);

  let condition: string | undefined;
  if (expectedVersion !== undefined) {
    condition = expectedVersion === 0 ? 'attribute_not_exists(PK)' : '#version = :expected';
    if (expectedVersion !== 0) values[':expected'] = expectedVersion;
  }

  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: accountKeys.profile(userId),
        UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
        ...(condition && { ConditionExpression: condition }),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return withoutKeys<ProfileRecord>(Attributes ?? {});
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) {
      throw new ConflictError('Your profile was changed elsewhere. Reload it and try again.');
    }
    throw error;
  }
}

export interface SubscriptionUpdate {
  userId: string;
  receiveEmail: boolean;
  receiveSoldReport: boolean;
  now: string;
}

/**
 * Sets the two newsletter switches of an existing profile (`PUT /subscription`). It bumps
 * the version like any edit, so an account form opened before it must reload to save.
 */
export async function updateSubscription(update: SubscriptionUpdate): Promise<ProfileRecord | undefined> {
  const set = [
    '#receiveEmail = :receiveEmail',
    '#receiveSoldReport = :receiveSoldReport',
    '#updatedAt = :now',
    '#version = #version + :one',
  ];
  const names: Record<string, string> = {
    '#receiveEmail': 'receiveEmail',
    '#receiveSoldReport': 'receiveSoldReport',
    '#updatedAt': 'updatedAt',
    '#version': 'version',
  };
  const values: Record<string, unknown> = {
    ':receiveEmail': update.receiveEmail,
    ':receiveSoldReport': update.receiveSoldReport,
    ':now': update.now,
    ':one': 1,
  };
  bumpSections(['subscriptions'], set, names, values);
  setListed(update.userId, set, names, values);
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: accountKeys.profile(update.userId),
        UpdateExpression: `SET ${set.join(', ')}`,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return withoutKeys<ProfileRecord>(Attributes ?? {});
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/**
 * Turns the newsletter off (`receiveSoldReport` false) for an unsubscribe link, and nothing
 * else; `receiveEmail`, the master switch, stays. It bumps the version like any edit. False
 * when the user has no profile (a deleted account): there is nothing left to stop.
 */
export async function stopSoldReport(userId: string, now: string): Promise<boolean> {
  const set = ['#receiveSoldReport = :false', '#updatedAt = :now', '#version = #version + :one'];
  const names: Record<string, string> = {
    '#receiveSoldReport': 'receiveSoldReport',
    '#updatedAt': 'updatedAt',
    '#version': 'version',
  };
  const values: Record<string, unknown> = { ':false': false, ':now': now, ':one': 1 };
  bumpSections(['subscriptions'], set, names, values);
  // The users list shows no newsletter switch, but every profile write refreshes its stamp (README.md).
  setListed(userId, set, names, values);
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: accountKeys.profile(userId),
        UpdateExpression: `SET ${set.join(', ')}`,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
