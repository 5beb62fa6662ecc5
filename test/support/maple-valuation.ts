import type { ValuationRecord } from '../../functions/home-value/valuation-record';

/** What the valuation was asked for: the house, as the form sends it. */
export const mapleRequest: ValuationRecord['request'] = {
  locationId: '12-maple-avenue-toronto',
  type: 'detatched',
  bedroom: 3,
  bathroom: 2,
  parking: 1,
  address: '12 Maple Avenue, Toronto',
};

/**
 * A stored valuation of 12 Maple Avenue in Alpha Park, as the tests that need one without a
 * model put it (`putValuationAsIs`): its owner, id and share token given, anything else overridden.
 */
export function mapleValuation(
  fields: Pick<ValuationRecord, 'id' | 'ownerId' | 'shareToken'> & Partial<ValuationRecord>,
): ValuationRecord {
  return {
    createdAt: '2026-06-01T12:00:00.000Z',
    updatedAt: '2026-06-01T12:00:00.000Z',
    request: mapleRequest,
    location: {
      address: '12 Maple Avenue',
      city: 'Toronto',
      lat: 43.65,
      lon: -79.38,
      neighbourhoodId: 'alpha-park',
      area: 'Toronto',
    },
    displayAddress: '12 Maple Avenue, Toronto',
    instanceValue: 1_000_000,
    instanceValueDate: '2026-06-01',
    lowerRange: 900_000,
    upperRange: 1_100_000,
    confirmed: false,
    receiveUpdates: 'monthly',
    version: 1,
    ...fields,
  };
}
