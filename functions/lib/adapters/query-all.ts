import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws-clients';

type Item = Record<string, unknown>;

/**
 * Every item a Query matches, page after page: DynamoDB answers at most 1 MB per call and a
 * `LastEvaluatedKey` to go on from. For the partitions a screen reads whole (a user's
 * followings, a neighbourhood set, one address's listings), which are small by design.
 */
export async function queryAll(input: Omit<QueryCommandInput, 'ExclusiveStartKey'>): Promise<Item[]> {
  const items: Item[] = [];
  let ExclusiveStartKey: Item | undefined;
  do {
    const page = await dynamo().send(new QueryCommand({ ...input, ExclusiveStartKey }));
    items.push(...((page.Items ?? []) as Item[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}
