import type { Listing } from '@shared/listing';
import { queryAll } from '../lib/adapters/query-all';
import { env } from '../lib/env';
import { listingsAtAddress } from './keys';
import { listingOfItem } from './listing-repository';

/** Every listing of one address and unit (GSI1), newest first: a property's history. */
export async function listingsAtSameAddress(listing: Pick<Listing, 'address' | 'unit'>): Promise<Listing[]> {
  const items = await queryAll({
    TableName: env().PROPERTY_TABLE,
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :address',
    ExpressionAttributeValues: { ':address': listingsAtAddress(listing.address, listing.unit).GSI1PK },
    ScanIndexForward: false,
  });
  return items.map(listingOfItem);
}
