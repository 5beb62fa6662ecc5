import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Neighbourhood } from '@shared/neighbourhood';
import { queryAll } from '../lib/adapters/query-all';
import { dynamo } from '../lib/aws-clients';
import { env } from '../lib/env';
import { withoutKeys } from '../lib/item-keys';
import { writeBatches } from '../lib/adapters/batch-write';
import { neighbourhoodSortPrefix, propertyKeys } from './keys';

const table = () => env().PROPERTY_TABLE;

interface SetPointer {
  version: string;
  count: number;
  updatedAt: string;
}

async function currentSet(): Promise<SetPointer | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: propertyKeys.neighbourhoodSetPointer() }),
  );
  return Item ? withoutKeys<SetPointer>(Item) : undefined;
}

/**
 * Replaces the whole neighbourhood set, or changes nothing: the new set is written under a
 * version of its own, and only then does one write of the pointer make it current (dynalite
 * has no transactions, and a half-written set is never read). Old sets stay as history.
 */
export async function replaceNeighbourhoods(neighbourhoods: Neighbourhood[], now: Date): Promise<string> {
  const version = now.toISOString().replace(/[-:.]/g, '');
  await writeBatches(
    table(),
    neighbourhoods.map((neighbourhood) => ({
      ...propertyKeys.neighbourhood(version, neighbourhood.id),
      ...neighbourhood,
    })),
  );
  const pointer: SetPointer = { version, count: neighbourhoods.length, updatedAt: now.toISOString() };
  await dynamo().send(
    new PutCommand({ TableName: table(), Item: { ...propertyKeys.neighbourhoodSetPointer(), ...pointer } }),
  );
  return version;
}

/** Every neighbourhood of the current set, by id; empty before the first seed or import. */
export async function listNeighbourhoods(): Promise<Neighbourhood[]> {
  const set = await currentSet();
  if (!set) return [];
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: {
      ':pk': propertyKeys.neighbourhood(set.version, '').PK,
      ':prefix': neighbourhoodSortPrefix,
    },
  });
  return items.map((item) => withoutKeys<Neighbourhood>(item));
}

export async function getNeighbourhood(id: string): Promise<Neighbourhood | undefined> {
  const set = await currentSet();
  if (!set) return undefined;
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: propertyKeys.neighbourhood(set.version, id) }),
  );
  return Item ? withoutKeys<Neighbourhood>(Item) : undefined;
}
