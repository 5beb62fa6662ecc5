import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll } from '../../lib/adapters/query-all';
import { dynamo } from '../../lib/aws-clients';
import { env } from '../../lib/env';
import { withoutKeys, ofType } from '../../lib/item-keys';
import { deletionKeys } from './keys';

/**
 * The record of a user's deletion under way (README.md "Deleting a user"): who is deleted,
 * by whom, and the steps done, so that a run that stopped half-way (a crash, a timeout, a
 * refused call) is resumed where it stopped. It lives until the last step and is then
 * deleted with everything else.
 */
export const deletionSteps = ['contacts', 'valuations', 'records', 'images', 'cognito', 'profile'] as const;
export type DeletionStep = (typeof deletionSteps)[number];

export interface DeletionRecord {
  userId: string;
  requestedBy: string;
  /** The injected clock's instant of the request. */
  requestedAt: string;
  /** The steps done, in the order `deletionSteps` gives. */
  done: DeletionStep[];
  /** How many runs have started on it (the first included). */
  runs: number;
  /** Real time (ms) until which the run that claimed it owns it; another run waits for it. */
  leaseUntil?: number;
  /** The last failure's message, for whoever looks at a deletion that does not finish. */
  lastError?: string;
}

const table = () => env().USER_TABLE;

/** Writes a new deletion record; false when one exists already (a deletion is under way). */
export async function putNewDeletion(record: Omit<DeletionRecord, 'done' | 'runs'>): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: {
          ...deletionKeys.deletion(record.userId),
          ...ofType('DELETION', record.requestedAt, record.userId),
          ...record,
          done: [],
          runs: 0,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export async function getDeletion(userId: string): Promise<DeletionRecord | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: deletionKeys.deletion(userId), ConsistentRead: true }),
  );
  return Item ? withoutKeys<DeletionRecord>(Item) : undefined;
}

/**
 * Takes a deletion for one run until `leaseUntil` (real ms): only when no other run holds it,
 * so a sweep never works beside the run that the request started. The record as claimed, or
 * undefined when it is gone or held.
 */
export async function claimDeletion(userId: string, nowMs: number, leaseUntil: number) {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: deletionKeys.deletion(userId),
        UpdateExpression: 'SET #lease = :until ADD #runs :one',
        ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(#lease) OR #lease < :now)',
        ExpressionAttributeNames: { '#lease': 'leaseUntil', '#runs': 'runs' },
        ExpressionAttributeValues: { ':until': leaseUntil, ':now': nowMs, ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? withoutKeys<DeletionRecord>(Attributes) : undefined;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/** Records a step as done (once: a step done again is not listed twice). */
export async function markStepDone(userId: string, step: DeletionStep): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: deletionKeys.deletion(userId),
        UpdateExpression: 'SET #done = list_append(#done, :step)',
        ConditionExpression: 'attribute_exists(PK) AND NOT contains(#done, :name)',
        ExpressionAttributeNames: { '#done': 'done' },
        ExpressionAttributeValues: { ':step': [step], ':name': step },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** Gives the record back after a failed run: the lease ends at once, and the error is kept. */
export async function releaseDeletion(userId: string, lastError: string): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: deletionKeys.deletion(userId),
        UpdateExpression: 'SET #error = :error REMOVE #lease',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#error': 'lastError', '#lease': 'leaseUntil' },
        ExpressionAttributeValues: { ':error': lastError.slice(0, 500) },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

export async function deleteDeletion(userId: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: table(), Key: deletionKeys.deletion(userId) }));
}

/** The ids of every deletion under way, oldest request first (the sweep). */
export async function unfinishedDeletions(): Promise<string[]> {
  const items = await queryAll({
    TableName: table(),
    IndexName: 'GSI3',
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': 'GSI3PK', '#userId': 'userId' },
    ExpressionAttributeValues: { ':pk': ofType('DELETION', '', '').GSI3PK },
    ProjectionExpression: '#userId',
  });
  return items.flatMap((item) => (typeof item.userId === 'string' ? [item.userId] : []));
}
