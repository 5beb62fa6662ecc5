import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ImportProgress, ImportStatus } from '@shared/contact-import';
import { dynamo } from '../../../lib/aws-clients';
import { env } from '../../../lib/env';
import { withoutKeys, ofType } from '../../../lib/item-keys';
import { queryAll } from '../../../lib/adapters/query-all';
import { invitationKeys } from '../keys';

/** A contact import as stored: its progress, and where its files are. */
export interface ImportRecord extends Omit<ImportProgress, 'hasReport' | 'undoable'> {
  /** Who started it (the agent, or an admin for them). */
  startedBy: string;
  /** The uploaded CSV (`uploads/{startedBy}/…`). */
  fileKey: string;
  /** The rejected and skipped rows (`imports/{id}/report.csv`), once written. */
  reportKey?: string;
  /** The addresses it invited (`imports/{id}/invited.json`), for sending and for the undo. */
  invitedKey?: string;
  /**
   * The agent whose daily budget of invitation e-mails pays for it (its starter, unless an
   * admin, who has none: DECISIONS row 46), and how many it was charged, once, before reading
   * created anything.
   */
  chargedTo?: string;
  charged?: number;
  /** The Toronto day it was charged on (`YYYY-MM-DD`): what it did not create goes back to that day's budget. */
  chargedOn?: string;
  /** The undo's place in `invitedKey`'s list, and how many of those were found accepted (kept). */
  undoChecked?: number;
  undoKept?: number;
  /**
   * The fan-out (import-plan.ts): the plan of the rows to invite (`imports/{id}/plan.json`),
   * rows per chunk, how many chunks each step has, and which of them are done (counted once each:
   * `countChunk`).
   */
  planKey?: string;
  chunkRows?: number;
  chunks?: number;
  chunksDone?: Set<number>;
  mailChunks?: number;
  mailChunksDone?: Set<number>;
}

const table = () => env().USER_TABLE;

export async function putNewImport(record: ImportRecord): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...invitationKeys.contactImport(record.id),
        ...ofType('IMPORT', record.createdAt, record.id),
        ...record,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function getImport(id: string): Promise<ImportRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: invitationKeys.contactImport(id) }));
  return Item ? withoutKeys<ImportRecord>(Item) : undefined;
}

export type ImportChange = Partial<
  Pick<
    ImportRecord,
    | 'status'
    | 'message'
    | 'read'
    | 'invited'
    | 'skipped'
    | 'rejected'
    | 'changed'
    | 'emailsSent'
    | 'emailsTotal'
    | 'reportKey'
    | 'invitedKey'
    | 'charged'
    | 'chargedOn'
    | 'undoChecked'
    | 'undoKept'
    | 'planKey'
    | 'chunkRows'
    | 'chunks'
    | 'mailChunks'
  >
>;

/**
 * Writes progress. With `from`, only while the import is in one of those states (false when it
 * is not: another run moved it on, or an undo took it back).
 */
export async function updateImport(
  id: string,
  change: ImportChange,
  now: Date,
  from?: readonly ImportStatus[],
): Promise<boolean> {
  const fields = Object.entries({ ...change, updatedAt: now.toISOString() }).filter(([, v]) => v !== undefined);
  const names = Object.fromEntries(fields.map(([name], i) => [`#f${i}`, name]));
  const values = Object.fromEntries(fields.map(([, value], i) => [`:f${i}`, value]));
  const states = from ? Object.fromEntries(from.map((state, i) => [`:s${i}`, state])) : {};
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: invitationKeys.contactImport(id),
        UpdateExpression: `SET ${fields.map((_, i) => `#f${i} = :f${i}`).join(', ')}`,
        ConditionExpression: from
          ? `attribute_exists(PK) AND #status IN (${Object.keys(states).join(', ')})`
          : 'attribute_exists(PK)',
        ExpressionAttributeNames: { ...names, ...(from && { '#status': 'status' }) },
        ExpressionAttributeValues: { ...values, ...states },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** The two steps that fan out: the invitations (while `reading`), then their e-mails (while `sending`). */
export type ChunkStep = 'invite' | 'mail';
const chunkSets = { invite: 'chunksDone', mail: 'mailChunksDone' } as const;
const stepStatus = { invite: 'reading', mail: 'sending' } as const;

/**
 * Counts a chunk of a step done, once: one conditional update adds its number to the step's set
 * and its figures to the import's (`invited`, `skipped`, `emailsSent`), only while the import is
 * in that step and the set does not hold it yet. It answers the import as the update left it,
 * so exactly one of two workers finishing the last two chunks at once sees every chunk done;
 * `undefined` when it was counted already (a redelivered chunk) or the import moved on.
 */
export async function countChunk(
  id: string,
  step: ChunkStep,
  chunk: number,
  figures: Partial<Record<'invited' | 'skipped' | 'emailsSent', number>>,
  now: Date,
): Promise<ImportRecord | undefined> {
  const added = Object.entries(figures).filter(([, value]) => value !== undefined);
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: invitationKeys.contactImport(id),
        UpdateExpression: `SET #updatedAt = :now ADD #done :chunkSet${added.map((_, i) => `, #a${i} :a${i}`).join('')}`,
        ConditionExpression: 'attribute_exists(PK) AND #status = :status AND NOT contains(#done, :chunk)',
        ExpressionAttributeNames: {
          '#updatedAt': 'updatedAt',
          '#done': chunkSets[step],
          '#status': 'status',
          ...Object.fromEntries(added.map(([name], i) => [`#a${i}`, name])),
        },
        ExpressionAttributeValues: {
          ':now': now.toISOString(),
          ':chunkSet': new Set([chunk]),
          ':chunk': chunk,
          ':status': stepStatus[step],
          ...Object.fromEntries(added.map(([, value], i) => [`:a${i}`, value])),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? withoutKeys<ImportRecord>(Attributes) : undefined;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/**
 * The first `limit` imports started since `since` (ISO) that `keep` takes, newest first: pages
 * of the platform's imports, newest first, read until enough are found (review 67 M5: a whole
 * 30 days was read for 20). Imports are a few a day at a brokerage; an agent's index of their
 * own would be the next step past that.
 */
export async function importsSince(
  since: string,
  keep: (record: ImportRecord) => boolean,
  limit: number,
): Promise<ImportRecord[]> {
  const found: ImportRecord[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        IndexName: 'GSI3',
        KeyConditionExpression: '#pk = :pk AND #sk >= :since',
        ExpressionAttributeNames: { '#pk': 'GSI3PK', '#sk': 'GSI3SK' },
        ExpressionAttributeValues: { ':pk': ofType('IMPORT', '', '').GSI3PK, ':since': since },
        ScanIndexForward: false,
        Limit: 100,
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const record = withoutKeys<ImportRecord>(item);
      if (keep(record)) found.push(record);
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey && found.length < limit);
  return found.slice(0, limit);
}

/** The imports still under way (queued, reading, sending or undoing), oldest first: the sweep's work. */
export async function unfinishedImports(): Promise<string[]> {
  const items = await queryAll({
    TableName: table(),
    IndexName: 'GSI3',
    KeyConditionExpression: '#pk = :pk',
    FilterExpression: '#status IN (:queued, :reading, :sending, :undoing)',
    ProjectionExpression: '#id',
    ExpressionAttributeNames: { '#pk': 'GSI3PK', '#status': 'status', '#id': 'id' },
    ExpressionAttributeValues: {
      ':pk': ofType('IMPORT', '', '').GSI3PK,
      ':queued': 'queued',
      ':reading': 'reading',
      ':sending': 'sending',
      ':undoing': 'undoing',
    },
  });
  return items.map((item) => String(item.id));
}
