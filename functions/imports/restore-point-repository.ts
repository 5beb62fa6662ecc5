import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { deleteBatches, writeBatches } from '../lib/adapters/batch-write';
import { dynamo } from '../lib/aws-clients';

type Key = Record<string, unknown>;
type Item = Record<string, unknown>;

/** BatchGetItem reads at most 100 keys; a few calls go out at a time. */
const getSize = 100;
const parallelGets = 8;

/**
 * The items an import is about to change, read before it writes anything: each as it is
 * now, and the keys that hold nothing yet. An import is all-or-nothing without transactions
 * (dynalite has none, and a file of 100,000 rows exceeds any transaction): if a write fails,
 * `restore` puts the previous items back and deletes the ones the import created.
 */
export interface RestorePoint {
  table: string;
  /** Every item under the keys, as it was. */
  previous: Item[];
  /** The keys that held nothing. */
  absent: Key[];
  /** The item under `key` as it was, if there was one. */
  find(key: Key): Item | undefined;
}

const identity = (names: string[], record: Record<string, unknown>) =>
  JSON.stringify(names.map((name) => record[name]));

export async function readRestorePoint(table: string, keys: Key[]): Promise<RestorePoint> {
  const names = keys[0] ? Object.keys(keys[0]).sort() : [];
  const unique = [...new Map(keys.map((key) => [identity(names, key), key])).values()];
  const chunks: Key[][] = [];
  for (let i = 0; i < unique.length; i += getSize) chunks.push(unique.slice(i, i + getSize));
  const found = new Map<string, Item>();
  for (let i = 0; i < chunks.length; i += parallelGets) {
    const pages = await Promise.all(chunks.slice(i, i + parallelGets).map((chunk) => readOne(table, chunk)));
    for (const item of pages.flat()) found.set(identity(names, item), item);
  }
  return {
    table,
    previous: [...found.values()],
    absent: unique.filter((key) => !found.has(identity(names, key))),
    find: (key) => found.get(identity(names, key)),
  };
}

async function readOne(table: string, chunk: Key[]): Promise<Item[]> {
  const items: Item[] = [];
  let keys = chunk;
  for (let attempt = 0; keys.length > 0; attempt++) {
    if (attempt > 8) throw new Error(`${keys.length} keys stayed unprocessed in ${table}`);
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    const { Responses, UnprocessedKeys } = await dynamo().send(
      new BatchGetCommand({ RequestItems: { [table]: { Keys: keys, ConsistentRead: true } } }),
    );
    items.push(...(Responses?.[table] ?? []));
    keys = (UnprocessedKeys?.[table]?.Keys ?? []) as Key[];
  }
  return items;
}

/** Puts every previous item back, then deletes what did not exist. Safe to repeat. */
export async function restore(point: RestorePoint): Promise<void> {
  await writeBatches(point.table, point.previous);
  await deleteBatches(point.table, point.absent);
}
