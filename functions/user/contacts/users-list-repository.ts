import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll } from '../../lib/adapters/query-all';
import { dynamo } from '../../lib/aws-clients';
import { env } from '../../lib/env';
import { accountIndexKeys, listChangeStamp } from '../accounts/published';
import { contactKeys } from './keys';

/**
 * The reads of the user list's read model (users-list/README.md): the people of one GSI3
 * partition (profiles or invitations), all of them or those changed since a stamp, with only
 * the attributes a list row shows.
 */
const table = () => env().USER_TABLE;

/** The attributes of a list row (users-list/list-row.ts), and the tombstone's `removed`. */
const rowAttributes = [
  'PK',
  'id',
  'email',
  'firstName',
  'lastName',
  'phone',
  'address',
  'ownershipStats',
  'purchaseDate',
  'roles',
  'role',
  'agentId',
  'status',
  'usedBy',
  'lastLoginAt',
  'logins',
  'totalSessionDuration',
  'averageSessionDuration',
  'totalReportOpen',
  'followUps',
  'followUpSuggestion',
  // An invitation's starting profile: the phone the agent typed (issue 29).
  'profile',
  'removed',
] as const;

export type ListedItem = Partial<Record<(typeof rowAttributes)[number], unknown>>;

export async function queryListed(type: 'USER' | 'INVITE', changedSince?: string): Promise<ListedItem[]> {
  const names = Object.fromEntries(rowAttributes.map((name) => [`#${name}`, name]));
  return queryAll({
    TableName: table(),
    IndexName: 'GSI3',
    KeyConditionExpression: changedSince ? '#pk = :pk AND #sk >= :since' : '#pk = :pk',
    ProjectionExpression: Object.keys(names).join(', '),
    ExpressionAttributeNames: { ...names, '#pk': 'GSI3PK', ...(changedSince && { '#sk': 'GSI3SK' }) },
    ExpressionAttributeValues: {
      ':pk': accountIndexKeys.listed(type, '', '').GSI3PK,
      ...(changedSince && { ':since': changedSince }),
    },
  });
}

/**
 * Tells every warm read model that a user is gone (the delete job's last step): a deleted
 * profile leaves no item behind for the change feed to show, so this small one stands in.
 * It expires after a day (`expiresAt`, the table's TTL): by then no instance is that stale.
 */
export async function putListTombstone(userId: string, now: Date): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...contactKeys.listTombstone(userId),
        ...accountIndexKeys.listed('USER', listChangeStamp(), userId),
        id: userId,
        removed: true,
        expiresAt: Math.floor(now.getTime() / 1000) + 86_400,
      },
    }),
  );
}

/**
 * The same for an invitation whose person never signed up (`GONE#I#{email}`): deleted, taken
 * back (its e-mail could not be sent) or undone with its import.
 */
export async function putInvitationTombstone(email: string, now: Date): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...contactKeys.invitationTombstone(email),
        ...accountIndexKeys.listed('INVITE', listChangeStamp(), email),
        id: email,
        removed: true,
        expiresAt: Math.floor(now.getTime() / 1000) + 86_400,
      },
    }),
  );
}

/** Whether a deleted user's tombstone is still there (a day): their leftover tokens are refused. */
export async function hasListTombstone(userId: string, now: Date): Promise<boolean> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': contactKeys.listTombstone(userId).PK },
    ProjectionExpression: 'expiresAt',
  });
  return items.some((item) => typeof item.expiresAt !== 'number' || item.expiresAt * 1000 > now.getTime());
}
