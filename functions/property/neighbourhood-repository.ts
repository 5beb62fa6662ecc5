import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Neighbourhood } from '@shared/neighbourhood';
import { dynamo } from '../lib/aws-clients';
import { env } from '../lib/env';
import { withoutKeys } from '../lib/item-keys';
import { allNeighbourhoods, propertyKeys } from './keys';
import { writeBatches } from '../lib/adapters/batch-write';

const table = () => env().PROPERTY_TABLE;

export async function putNeighbourhoods(neighbourhoods: Neighbourhood[]): Promise<void> {
  await writeBatches(
    table(),
    neighbourhoods.map((n) => ({
      ...propertyKeys.neighbourhood(n.id),
      ...allNeighbourhoods(),
      GSI1SK: `${n.community}#${n.id}`,
      ...n,
    })),
  );
}

/** Every neighbourhood, by community then id. */
export async function listNeighbourhoods(): Promise<Neighbourhood[]> {
  const found: Neighbourhood[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': allNeighbourhoods().GSI1PK },
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) found.push(withoutKeys<Neighbourhood>(item));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return found;
}
