import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Listing } from '@shared/listing';
import { dynamo } from '../lib/aws-clients';
import { env } from '../lib/env';
import { listingsAtAddress } from './keys';
import { listingOfItem } from './listing-repository';

/** Every listing of one address and unit (GSI1), newest first: a property's history. */
export async function listingsAtSameAddress(listing: Pick<Listing, 'address' | 'unit'>): Promise<Listing[]> {
  const found: Listing[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: env().PROPERTY_TABLE,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :address',
        ExpressionAttributeValues: { ':address': listingsAtAddress(listing.address, listing.unit).GSI1PK },
        ScanIndexForward: false,
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) found.push(listingOfItem(item));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return found;
}
