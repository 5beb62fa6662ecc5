import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { noFollowings, type FollowingKind, type Followings } from '@shared/followings';
import { queryAll } from '../../lib/adapters/query-all';
import { dynamo } from '../../lib/aws-clients';
import { env } from '../../lib/env';
import { accountKeys } from '../accounts/published';
import { followingIndexKeys, followingKeys, followingSortPrefixes } from './keys';

const table = () => env().USER_TABLE;

/** The key letter of each kind of following (README.md: "Following"). */
export const followingKindKey = { neighbourhoods: 'N', properties: 'P' } as const satisfies Record<
  FollowingKind,
  'N' | 'P'
>;
const kindOfKey = { N: 'neighbourhoods', P: 'properties' } as const;

/** One following as stored: its own item in the user's partition, so a toggle touches one item. */
interface FollowingItem {
  userId: string;
  kind: 'N' | 'P';
  followedId: string;
  followedAt: string;
}

/** A user's followings, from one Query of their partition. */
export async function listFollowings(userId: string): Promise<Followings> {
  const followings = noFollowings();
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': accountKeys.profile(userId).PK, ':prefix': followingSortPrefixes.followings },
    ProjectionExpression: 'kind, followedId, followedAt',
  });
  for (const item of items as Pick<FollowingItem, 'kind' | 'followedId' | 'followedAt'>[]) {
    const kind = kindOfKey[item.kind];
    if (kind) followings[kind][item.followedId] = item.followedAt;
  }
  return followings;
}

/** One following as the table keeps it, with the index keys that list its followers (the demo seed writes these too). */
export function followingItem(userId: string, kind: FollowingKind, id: string, followedAt: string) {
  const key = followingKindKey[kind];
  const item: FollowingItem = { userId, kind: key, followedId: id, followedAt };
  return { ...followingKeys.following(userId, key, id), ...followingIndexKeys.follower(key, id, userId), ...item };
}

/**
 * Follows once: a conditional put, so a repeated PUT keeps the first `followedAt` and answers
 * false (nothing changed). The GSI2 keys list who follows a neighbourhood (newsletters).
 */
export async function addFollowing(userId: string, kind: FollowingKind, id: string, now: string): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: followingItem(userId, kind, id, now),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Unfollows; answers whether there was a following to remove. */
export async function removeFollowing(userId: string, kind: FollowingKind, id: string): Promise<boolean> {
  const { Attributes } = await dynamo().send(
    new DeleteCommand({
      TableName: table(),
      Key: followingKeys.following(userId, followingKindKey[kind], id),
      ReturnValues: 'ALL_OLD',
    }),
  );
  return Attributes !== undefined;
}
