import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AgentDetails } from '@shared/agent';
import type { Role } from '@shared/roles';
import type { ContactMethod, OwnershipStatus } from '@shared/profile';
import type { FollowUpSuggestion } from '@shared/users';
import type { FollowUps } from './follow-up-expression';
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
  /** The agents an admin moved them from (agent-assignment.ts), oldest first: history only. */
  formerAgentIds?: string[];
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
  /** Bumped by every write of the item; internal, the roles' optimistic lock (forms use the sections' versions). */
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
   * The follow-ups of this contact (notes-follow-ups/README.md "Follow-up"), by the user id of
   * the agent or admin who set each (follow-up-expression.ts): each shown to its author only.
   */
  followUps?: FollowUps;
  /** A follow-up suggestion (mail-events/follow-up-suggestion.ts): while the contact's agent has set no follow-up. */
  followUpSuggestion?: FollowUpSuggestion;
  /** Each section's version (`sectionVersionAttribute`), answered as `sectionVersions`; absent means 0. */
  accountVersion?: number;
  homeOwnershipVersion?: number;
  subscriptionsVersion?: number;
  agentVersion?: number;
  testimonialsVersion?: number;
}

export type NewProfile = Omit<ProfileRecord, 'version' | 'updatedAt' | 'status'> & { status?: ProfileRecord['status'] };

const table = () => env().USER_TABLE;

/** A profile's index keys: its address (GSI2) and its agent (GSI1), when it has them. */
export function indexKeys(
  profile: Pick<ProfileRecord, 'id' | 'agentId' | 'createdAt'> & { email: string | undefined },
) {
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

/**
 * The two fields the API checks on every signed-in request (`published.ts`), and nothing else.
 * A strongly consistent read: a write reads it afresh so that a mark just made (archived, being
 * deleted) refuses it (authenticate.ts), which an eventually consistent read could miss for a
 * moment; at one read a minute per user and instance otherwise, the cost is small.
 */
export async function getProfileStanding(
  userId: string,
): Promise<Partial<Pick<ProfileRecord, 'status' | 'roles'>> | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: table(),
      Key: accountKeys.profile(userId),
      ConsistentRead: true,
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
