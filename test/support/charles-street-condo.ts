import type { Listing } from '@shared/listing';

/**
 * A listing of unit 1608 at 54 Charles St W, Toronto: a 1-bedroom condo of 600–699 sq ft, sold,
 * leased or relisted as `fields` say (the lease correction's tests).
 */
export const charlesStreetCondo = (
  fields: Partial<Listing> & Pick<Listing, 'mls' | 'status' | 'saleType' | 'listDate'>,
): Listing => ({
  numberOfPic: 1,
  unit: '1608',
  address: '54 Charles St W',
  municipality: 'Toronto',
  community: 'Toronto',
  area: 'Toronto',
  county: 'Toronto',
  neighbour: 'church-yonge-corridor',
  type: 'condo',
  style: 'Apartment',
  oriType: 'Condo Apt',
  listingPrice: fields.saleType === 'Lease' ? 2700 : 749_000,
  originalPrice: fields.saleType === 'Lease' ? 2700 : 749_000,
  dom: 12,
  bedroom: 1,
  brPlus: 0,
  bathroom: 1,
  parking: 0,
  totalParking: 0,
  footageFrom: 600,
  footageTo: 699,
  location: { lat: 43.6695, lon: -79.3886 },
  details: { buildingAge: '6-15' },
  ...fields,
});
