import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { env } from '../lib/env';
import { withoutKeys } from '../lib/item-keys';
import { propertyKeys } from '../property/keys';

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

const table = () => env().PROPERTY_TABLE;

export async function getJobRun(job: string): Promise<JobRun | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: propertyKeys.jobState(job) }));
  return Item ? withoutKeys<JobRun>(Item) : undefined;
}

export async function recordJobRun(run: JobRun): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: table(), Item: { ...propertyKeys.jobState(run.job), ...run } }));
}
