import type { Listing } from '@shared/listing';
import type { Neighbourhood } from '@shared/neighbourhood';
import type { PropertyType } from '@shared/property-types';

/**
 * A small home-search world worked out by hand (today: 2026-06-15 in Toronto): listings on
 * one street of Alpha Park, sold and active, a lease, a condo building whose units share one
 * position, and listings the index must leave out (an old sale, a terminated listing).
 */
export const searchToday = '2026-06-15';
export const searchNow = '2026-06-15T16:00:00Z';

const square = (west: number, south: number, east: number, north: number): Neighbourhood['geometry'] => ({
  type: 'Polygon',
  coordinates: [
    [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
      [west, south],
    ],
  ],
});

export const searchNeighbourhoods: Neighbourhood[] = [
  {
    id: 'alpha-park',
    name: 'Alpha Park',
    community: 'Toronto',
    centre: [-79.39, 43.65],
    geometry: square(-79.4, 43.64, -79.38, 43.66),
  },
  {
    id: 'beta-village',
    name: 'Beta Village',
    community: 'Toronto',
    centre: [-79.37, 43.65],
    geometry: square(-79.38, 43.64, -79.36, 43.66),
  },
  {
    id: 'gamma-heights',
    name: 'Gamma Heights',
    community: 'Mississauga',
    centre: [-79.61, 43.59],
    geometry: square(-79.62, 43.58, -79.6, 43.6),
  },
];

function listing(mls: string, type: PropertyType, fields: Partial<Listing>): Listing {
  return {
    mls,
    numberOfPic: 3,
    address: '10 Maple Avenue',
    municipality: 'Toronto',
    community: 'Toronto',
    area: 'Toronto',
    county: 'Ontario',
    neighbour: 'alpha-park',
    type,
    style: '2-Storey',
    oriType: 'Detached',
    saleType: 'Sale',
    status: 'forSale',
    listDate: '2026-06-10',
    listingPrice: 1_000_000,
    originalPrice: 1_000_000,
    dom: 5,
    bedroom: 3,
    brPlus: 0,
    bathroom: 2,
    parking: 1,
    totalParking: 2,
    location: { lat: 43.651, lon: -79.391 },
    ...fields,
  };
}

const sold = (listDate: string, listingPrice: number, soldDate: string, soldPrice: number, dom: number) => ({
  status: 'sold' as const,
  listDate,
  listingPrice,
  originalPrice: listingPrice,
  soldDate,
  closeDate: soldDate,
  soldPrice,
  dom,
});

export const searchListings: Listing[] = [
  // On the market: listed 5 days ago, with an open house to come and a lot.
  listing('C5000001', 'detatched', {
    footage: '1500-1999',
    footageFrom: 1500,
    footageTo: 1999,
    lotFront: 30,
    lotDepth: 100,
    landFront: 30,
    landDepth: 100,
    opens: ['2026-06-20T18:00:00.000Z'],
    tax: 6_500,
    taxYear: 2025,
    photos: ['pool/1.jpg', 'pool/2.jpg', 'pool/3.jpg'],
  }),
  // Sold 14 days ago far above its asking price: a visitor filtering by price must not find it by the sold price.
  listing('C5000002', 'detatched', {
    ...sold('2026-05-20', 900_000, '2026-06-01', 1_250_000, 12),
    address: '12 Maple Avenue',
    bedroom: 4,
    location: { lat: 43.6512, lon: -79.3912 },
  }),
  // Sold 26 days ago, a condo unit in the building at 88 Harbour Street.
  listing('C5000003', 'condo', {
    ...sold('2026-05-01', 600_000, '2026-05-20', 580_000, 19),
    address: '88 Harbour Street',
    unit: '1204',
    bedroom: 2,
    location: { lat: 43.6415, lon: -79.3805 },
    neighbour: 'beta-village',
  }),
  // Sold yesterday.
  listing('C5000004', 'semiDetatched', {
    ...sold('2026-05-30', 650_000, '2026-06-14', 700_000, 15),
    address: '14 Maple Avenue',
    location: { lat: 43.6514, lon: -79.3914 },
  }),
  // On the market for 106 days.
  listing('C5000005', 'semiDetatched', {
    listDate: '2026-03-01',
    listingPrice: 850_000,
    originalPrice: 900_000,
    dom: 106,
    address: '16 Maple Avenue',
    location: { lat: 43.6516, lon: -79.3916 },
  }),
  // For lease, in the condo building.
  listing('C5000006', 'condo', {
    saleType: 'Lease',
    status: 'forLease',
    listingPrice: 2_500,
    originalPrice: 2_500,
    address: '88 Harbour Street',
    unit: '905',
    bedroom: 1,
    location: { lat: 43.6415, lon: -79.3805 },
    neighbour: 'beta-village',
  }),
  // Leased last week, same building.
  listing('C5000007', 'condo', {
    ...sold('2026-05-25', 2_700, '2026-06-08', 2_650, 14),
    status: 'leased',
    saleType: 'Lease',
    address: '88 Harbour Street',
    unit: '1501',
    location: { lat: 43.6415, lon: -79.3805 },
    neighbour: 'beta-village',
  }),
  // In Mississauga, on the market.
  listing('W5000008', 'freeholdTownhouse', {
    address: '3 Elm Court',
    municipality: 'Mississauga',
    community: 'Mississauga',
    area: 'Peel',
    neighbour: 'gamma-heights',
    listingPrice: 780_000,
    originalPrice: 780_000,
    listDate: '2026-06-01',
    location: { lat: 43.59, lon: -79.61 },
  }),
  // Left out of the index: sold more than a year ago, and a terminated listing.
  listing('C4000009', 'detatched', { ...sold('2024-12-01', 800_000, '2025-01-01', 810_000, 31) }),
  listing('C4000010', 'detatched', {
    status: 'terminated',
    listDate: '2026-04-01',
    endDate: '2026-05-01',
    address: '10 Maple Avenue',
  }),
];

/** Sold and leased prices of the view around Maple Avenue and Harbour Street: none may reach a visitor. */
export const searchSoldPrices = [1_250_000, 580_000, 700_000, 2_650];
/** The sale at 10 Maple Avenue a year and a half ago: in the property's history only. */
export const historySoldPrice = 810_000;
