import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { Listing } from '@shared/listing';
import { dynamo } from '../lib/aws-clients';
import { env } from '../lib/env';
import { withoutKeys } from '../lib/item-keys';
import { listingsAtAddress, propertyKeys } from './keys';
import { writeBatches } from '../lib/adapters/batch-write';

const table = () => env().PROPERTY_TABLE;

function listingItem(listing: Listing): Record<string, unknown> {
  return {
    ...propertyKeys.listing(listing.mls),
    ...listingsAtAddress(listing.address, listing.unit),
    GSI1SK: `${listing.listDate}#${listing.mls}`,
    ...listing,
  };
}

export async function putListings(listings: Listing[]): Promise<void> {
  await writeBatches(table(), listings.map(listingItem));
}

export async function getListing(mls: string): Promise<Listing | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: propertyKeys.listing(mls) }));
  return Item ? withoutKeys<Listing>(Item) : undefined;
}

/**
 * Reads every listing once, a page at a time, in parallel segments: what the jobs that
 * rebuild derived read models (sold reports, the search index) start from.
 */
export async function scanListings(onPage: (listings: Listing[]) => void, segments = 4): Promise<void> {
  await Promise.all(
    Array.from({ length: segments }, async (_, segment) => {
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await dynamo().send(
          new ScanCommand({
            TableName: table(),
            Segment: segment,
            TotalSegments: segments,
            FilterExpression: 'SK = :sk',
            ExpressionAttributeValues: { ':sk': 'LISTING' },
            ExclusiveStartKey,
          }),
        );
        onPage((page.Items ?? []).map((item) => withoutKeys<Listing>(item)));
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
    }),
  );
}
