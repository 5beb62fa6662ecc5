import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws-clients';

const batchSize = 25;
const parallelBatches = 8;

/**
 * Puts many items, 25 per BatchWriteItem and a few batches at a time, retrying what the
 * table leaves unprocessed (throttling) with a growing pause.
 */
export async function writeBatches(table: string, items: Record<string, unknown>[]): Promise<void> {
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += batchSize) batches.push(items.slice(i, i + batchSize));
  for (let i = 0; i < batches.length; i += parallelBatches) {
    await Promise.all(batches.slice(i, i + parallelBatches).map((batch) => writeOne(table, batch)));
  }
}

async function writeOne(table: string, batch: Record<string, unknown>[]): Promise<void> {
  let requests = batch.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 0; requests.length > 0; attempt++) {
    if (attempt > 8) throw new Error(`${requests.length} items stayed unprocessed in ${table}`);
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    const { UnprocessedItems } = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
    requests = (UnprocessedItems?.[table] ?? []) as typeof requests;
  }
}
