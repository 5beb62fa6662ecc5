import { BatchWriteCommand, GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { env } from '../lib/env';
import { withoutKeys } from '../lib/item-keys';
import { propertyKeys } from './keys';

const table = () => env().PROPERTY_TABLE;

/** What the local seed generated, written last, so a start that stopped half-way seeds again. */
export interface DataSetState {
  /** The generator's random seed, size and today: together they reproduce the data set. */
  seed: string;
  size: number;
  today: string;
  /** Bumped when the generator changes what it makes from the same inputs. */
  generatorVersion: number;
  neighbourhoods: number;
  listings: number;
  photos: number;
  seededAt: string;
}

export async function getDataSet(): Promise<DataSetState | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: propertyKeys.dataSet() }));
  return Item ? withoutKeys<DataSetState>(Item) : undefined;
}

/** Whether the property table holds no item at all: a data folder's first seed, before anything was written. */
export async function propertyTableIsEmpty(): Promise<boolean> {
  const { Items } = await dynamo().send(new ScanCommand({ TableName: table(), Limit: 1 }));
  return (Items ?? []).length === 0;
}

export async function putDataSet(state: DataSetState): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: table(), Item: { ...propertyKeys.dataSet(), ...state } }));
}

/**
 * Deletes listings by MLS number: what a forced re-seed uses to remove the previous seed's
 * listings that the new one does not overwrite. (It lives here rather than in the listing
 * repository because only the seed deletes listings.)
 */
export async function deleteSeededListings(mlsNumbers: readonly string[]): Promise<void> {
  for (let i = 0; i < mlsNumbers.length; i += 25 * 8) {
    const batches = [];
    for (let j = i; j < Math.min(mlsNumbers.length, i + 25 * 8); j += 25) batches.push(mlsNumbers.slice(j, j + 25));
    await Promise.all(batches.map((batch) => deleteBatch(batch)));
  }
}

async function deleteBatch(mlsNumbers: readonly string[]): Promise<void> {
  let requests = mlsNumbers.map((mls) => ({ DeleteRequest: { Key: propertyKeys.listing(mls) } }));
  for (let attempt = 0; requests.length > 0; attempt++) {
    if (attempt > 8) throw new Error(`${requests.length} listing deletions stayed unprocessed`);
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    const { UnprocessedItems } = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table()]: requests } }));
    requests = (UnprocessedItems?.[table()] ?? []) as typeof requests;
  }
}
