import { queryAll } from '../../lib/adapters/query-all';
import { env } from '../../lib/env';
import { withoutKeys } from '../../lib/item-keys';
import { accountIndexKeys, accountKeys, type ProfileRecord } from '../accounts/published';

const table = () => env().USER_TABLE;

/** The profiles of an agent's contacts (GSI1 `AGENT#{id}`, users only, not invitations). */
export async function contactProfilesOf(agentId: string): Promise<ProfileRecord[]> {
  const items = await queryAll({
    TableName: table(),
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :agent AND begins_with(GSI1SK, :user)',
    ExpressionAttributeValues: { ':agent': accountIndexKeys.agentContact(agentId, '').GSI1PK, ':user': 'U#' },
  });
  return items.map((item) => withoutKeys<ProfileRecord>(item));
}

/**
 * Every user's profile (the user list's GSI3 partition, keys.ts `listed`): the admin's
 * contact search. The partition also holds deleted users' tombstones (`GONE#{id}`), which
 * are no one to offer.
 */
export async function allProfiles(): Promise<ProfileRecord[]> {
  const items = await queryAll({
    TableName: table(),
    IndexName: 'GSI3',
    KeyConditionExpression: 'GSI3PK = :type',
    FilterExpression: 'begins_with(PK, :profile)',
    ExpressionAttributeValues: {
      ':type': accountIndexKeys.listed('USER', '', '').GSI3PK,
      ':profile': accountKeys.profile('').PK,
    },
  });
  return items.map((item) => withoutKeys<ProfileRecord>(item));
}
