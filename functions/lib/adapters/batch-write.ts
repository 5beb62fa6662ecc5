import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws-clients';

const batchSize = 25;
const parallelBatches = 16;

type WriteRequest =
  { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

/**
 * Puts many items, 25 per BatchWriteItem and 16 batches at a time, retrying what the
 * table leaves unprocessed (throttling) with a growing pause. When a batch fails, the call
 * fails only once the batches sent beside it have settled: no write of it is still in flight
 * when the caller reacts (an import puts the previous items back, `functions/imports/`).
 */
export async function writeBatches(table: string, items: Record<string, unknown>[]): Promise<void> {
  await sendBatches(
    table,
    items.map((Item) => ({ PutRequest: { Item } })),
  );
}

/** Deletes many items by key, the same way. */
export async function deleteBatches(table: string, keys: Record<string, unknown>[]): Promise<void> {
  await sendBatches(
    table,
    keys.map((Key) => ({ DeleteRequest: { Key } })),
  );
}

async function sendBatches(table: string, requests: WriteRequest[]): Promise<void> {
  const batches: WriteRequest[][] = [];
  for (let i = 0; i < requests.length; i += batchSize) batches.push(requests.slice(i, i + batchSize));
  // A few senders take the next batch as soon as theirs is done, so the table always has
  // work (rounds that wait for their slowest batch leave it idle). After a failure they take
  // no new batch, and the call throws once the ones in flight have settled.
  let next = 0;
  let failure: { reason: unknown } | undefined;
  const sender = async () => {
    while (!failure && next < batches.length) {
      const batch = batches[next++]!;
      try {
        await writeOne(table, batch);
      } catch (reason) {
        failure ??= { reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallelBatches, batches.length) }, sender));
  if (failure) throw failure.reason;
}

async function writeOne(table: string, batch: WriteRequest[]): Promise<void> {
  let requests = batch;
  for (let attempt = 0; requests.length > 0; attempt++) {
    if (attempt > 8) throw new Error(`${requests.length} items stayed unprocessed in ${table}`);
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    const { UnprocessedItems } = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
    requests = (UnprocessedItems?.[table] ?? []) as WriteRequest[];
  }
}
