import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { env } from '../lib/env';
import { withoutKeys } from '../lib/item-keys';
import { tables, type TableKey } from '../lib/tables';
import { findJob } from './jobs';

/** A job's last completed run: what `npm start` checks to catch up on runs it missed. */
export interface JobRun {
  job: string;
  /** The injected clock's instant at the start of the run. */
  ranAt: string;
  input: Record<string, unknown>;
  summary: Record<string, unknown>;
  durationMs: number;
  /**
   * The fingerprint of the job's code the run was made with (`npm start` and `npm run job`
   * record it for a job that `runsAfterCodeChange`, and run it again when it differs).
   */
  code?: string;
}

/**
 * The runner's one item per job, in the table of the service the job table names for it (the
 * user service's jobs write the user table, and so on); each service's README lists it with
 * its table's items. The same key in every table: before issue 27 every job's run was here
 * in the property table.
 */
const runKey = (job: string) => ({ PK: `JOB#${job}`, SK: 'STATE' });

const tableName = (service: TableKey) => env()[tables[service].envVar];

/** The table that holds a job's run record: its service's. */
function runTable(job: string): string {
  const row = findJob(job);
  if (!row) throw new Error(`There is no job named ${job} in the job table.`);
  return tableName(row.service);
}

async function readRun(table: string, job: string): Promise<JobRun | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: table, Key: runKey(job) }));
  return Item ? withoutKeys<JobRun>(Item) : undefined;
}

export async function getJobRun(job: string): Promise<JobRun | undefined> {
  return readRun(runTable(job), job);
}

export async function recordJobRun(run: JobRun): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: runTable(run.job), Item: { ...runKey(run.job), ...run } }));
}

/**
 * Moves a job's run record from the property table, where every job's was kept before
 * issue 27, to its service's table, so that a data folder made before does not take the job
 * for one that never ran: copied when its service's table has none yet (a record already there
 * is newer, written by this code), then deleted from the property table. Idempotent: a second
 * call finds nothing to move. The local stack calls it before its catch-up (infra/local/jobs.ts);
 * in AWS nothing reads another job's earlier run (docs/operations.md "Job run records").
 */
export async function moveJobRunToItsService(job: string): Promise<'moved' | 'dropped' | 'none'> {
  const table = runTable(job);
  const legacyTable = tableName('property');
  if (table === legacyTable) return 'none';
  const legacy = await readRun(legacyTable, job);
  if (!legacy) return 'none';
  let outcome: 'moved' | 'dropped' = 'moved';
  try {
    await dynamo().send(
      new PutCommand({
        TableName: table,
        Item: { ...runKey(job), ...legacy },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    outcome = 'dropped';
  }
  await dynamo().send(new DeleteCommand({ TableName: legacyTable, Key: runKey(job) }));
  return outcome;
}
