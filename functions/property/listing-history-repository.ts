import type { Listing } from '@shared/listing';
import { queryAll } from '../lib/adapters/query-all';
import { env } from '../lib/env';
import { listingsAtAddress, townKey } from './keys';
import { listingOfItem } from './listing-repository';

/**
 * Every listing of one address and unit in its town (GSI1), newest first: a property's history.
 * The index's key is the street address and unit alone, and street names repeat across the GTA's
 * towns (118 Church St is a house in Mississauga and another in Vaughan: QA 43), so the town is
 * checked here, as the listings spell it, case, spaces and punctuation aside.
 */
export async function listingsAtSameAddress(
  listing: Pick<Listing, 'address' | 'unit' | 'municipality'>,
): Promise<Listing[]> {
  const items = await queryAll({
    TableName: env().PROPERTY_TABLE,
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :address',
    ExpressionAttributeValues: { ':address': listingsAtAddress(listing.address, listing.unit).GSI1PK },
    ScanIndexForward: false,
  });
  const town = townKey(listing.municipality);
  return items.map(listingOfItem).filter((other) => townKey(other.municipality) === town);
}
