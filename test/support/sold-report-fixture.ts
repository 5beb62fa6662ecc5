import type { Listing } from '@shared/listing';
import type { Neighbourhood, Position } from '@shared/neighbourhood';
import type { PropertyType } from '@shared/property-types';

/**
 * A small world whose sold reports are worked out by hand in the tests: two Toronto
 * neighbourhoods side by side, one in Mississauga, and a handful of sales in May 2026 and
 * May 2025 (the clock: 2026-06-15, so May 2026 is "last month").
 */
const square = (west: number, south: number, east: number, north: number): Position[][] => [
  [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ],
];

export const fixtureNeighbourhoods: Neighbourhood[] = [
  {
    id: 'alpha-park',
    name: 'Alpha Park',
    community: 'Toronto',
    centre: [-79.39, 43.65],
    geometry: { type: 'Polygon', coordinates: square(-79.4, 43.64, -79.38, 43.66) },
  },
  {
    id: 'beta-village',
    name: 'Beta Village',
    community: 'Toronto',
    centre: [-79.37, 43.65],
    geometry: { type: 'Polygon', coordinates: square(-79.38, 43.64, -79.36, 43.66) },
  },
  {
    id: 'gamma-heights',
    name: 'Gamma Heights',
    community: 'Mississauga',
    centre: [-79.61, 43.59],
    geometry: { type: 'MultiPolygon', coordinates: [square(-79.62, 43.58, -79.6, 43.6)] },
  },
];

const at = {
  alpha: { lat: 43.65, lon: -79.39 },
  beta: { lat: 43.65, lon: -79.37 },
  gamma: { lat: 43.59, lon: -79.61 },
};

let next = 0;
function listing(
  where: keyof typeof at | { lat: number; lon: number },
  type: PropertyType,
  fields: Partial<Listing> & Pick<Listing, 'listDate' | 'listingPrice'>,
): Listing {
  next += 1;
  const location = typeof where === 'string' ? at[where] : where;
  const neighbour = typeof where === 'string' ? `${where}` : 'nowhere';
  return {
    mls: `T${String(1000000 + next)}`,
    numberOfPic: 1,
    address: `${next} Fixture Street`,
    municipality: where === 'gamma' ? 'Mississauga' : 'Toronto',
    community: where === 'gamma' ? 'Mississauga' : 'Toronto',
    area: where === 'gamma' ? 'Peel' : 'Toronto',
    county: 'Ontario',
    neighbour,
    type,
    style: '2-Storey',
    oriType: 'Detached',
    saleType: 'Sale',
    status: 'sold',
    originalPrice: fields.listingPrice,
    dom: 0,
    bedroom: 3,
    brPlus: 0,
    bathroom: 2,
    parking: 1,
    totalParking: 2,
    location,
    ...fields,
  };
}

const sold = (listDate: string, listingPrice: number, soldDate: string, soldPrice: number, dom: number) => ({
  listDate,
  listingPrice,
  soldDate,
  soldPrice,
  dom,
  closeDate: soldDate,
});

export const fixtureListings: Listing[] = [
  // Alpha Park, detached, May 2026: three sales, and one new listing still for sale.
  listing('alpha', 'detatched', sold('2026-04-20', 1_000_000, '2026-05-02', 1_100_000, 12)),
  listing('alpha', 'detatched', sold('2026-05-01', 900_000, '2026-05-20', 880_000, 19)),
  listing('alpha', 'detatched', sold('2026-05-10', 1_200_000, '2026-05-31', 1_260_000, 21)),
  listing('alpha', 'detatched', { listDate: '2026-05-15', listingPrice: 1_500_000, status: 'forSale', dom: 31 }),
  // Alpha Park, one condo sale: an average of one, which visitors must not see.
  listing('alpha', 'condo', { ...sold('2026-05-03', 600_000, '2026-05-25', 620_000, 22), unit: '1204' }),
  // Alpha Park, detached, May 2025: last year's figures.
  listing('alpha', 'detatched', sold('2025-04-01', 1_000_000, '2025-05-10', 950_000, 39)),
  listing('alpha', 'detatched', sold('2025-05-05', 800_000, '2025-05-15', 840_000, 10)),
  // A lease is not a sale.
  listing('alpha', 'condo', {
    ...sold('2026-05-01', 3_000, '2026-05-05', 3_000, 4),
    saleType: 'Lease',
    status: 'leased',
  }),
  // Beta Village and Gamma Heights, one sale each.
  listing('beta', 'detatched', sold('2026-05-02', 700_000, '2026-05-28', 735_000, 26)),
  listing('gamma', 'semiDetatched', sold('2026-03-01', 800_000, '2026-05-05', 800_000, 65)),
  // In no neighbourhood: it counts for its municipality (Toronto) and the GTA only.
  listing({ lat: 43.7, lon: -79.2 }, 'detatched', sold('2026-05-04', 500_000, '2026-05-06', 500_000, 2)),
];

/** The individual sold prices of May 2026 in Alpha Park: none may reach a visitor. */
export const alphaMaySoldPrices = [1_100_000, 880_000, 1_260_000, 620_000];

/**
 * For the visitors' tests only (the sold-reports integration test adds them to the world
 * above): a third Toronto neighbourhood, and sales built so that subtracting areas would give
 * single sale prices if only cells of 3 sales or more were hidden.
 */
export const deltaNeighbourhood: Neighbourhood = {
  id: 'delta-row',
  name: 'Delta Row',
  community: 'Toronto',
  centre: [-79.35, 43.65],
  geometry: { type: 'Polygon', coordinates: square(-79.36, 43.64, -79.34, 43.66) },
};

const deltaAt = { lat: 43.65, lon: -79.35 };

/** Delta Row's one condo-townhouse sale of March 2026: Toronto's 8 minus Alpha's 3 and Beta's 4. */
export const deltaMarchSoldPrice = 812_345;
/** Gamma Heights' one condo-townhouse sale of March 2026: the GTA's 9 minus Toronto's 8. */
export const gammaMarchSoldPrice = 731_999;

export const visitorListings: Listing[] = [
  // March 2026, condo townhouses: Toronto 8 (Alpha 3, Beta 4, Delta 1), Mississauga 1, GTA 9.
  listing('alpha', 'condoTownhouse', sold('2026-02-02', 700_000, '2026-03-03', 702_000, 29)),
  listing('alpha', 'condoTownhouse', sold('2026-02-03', 720_000, '2026-03-04', 731_000, 29)),
  listing('alpha', 'condoTownhouse', sold('2026-02-04', 760_000, '2026-03-05', 745_000, 29)),
  listing('beta', 'condoTownhouse', sold('2026-02-05', 650_000, '2026-03-06', 651_000, 29)),
  listing('beta', 'condoTownhouse', sold('2026-02-06', 655_000, '2026-03-07', 662_000, 29)),
  listing('beta', 'condoTownhouse', sold('2026-02-07', 690_000, '2026-03-08', 688_000, 29)),
  listing('beta', 'condoTownhouse', sold('2026-02-08', 705_000, '2026-03-09', 711_000, 29)),
  listing(deltaAt, 'condoTownhouse', sold('2026-02-09', 800_000, '2026-03-10', deltaMarchSoldPrice, 29)),
  listing('gamma', 'condoTownhouse', sold('2026-02-10', 730_000, '2026-03-11', gammaMarchSoldPrice, 29)),
  // June 2026, the month to date on the tests' clock (2026-06-15): three semi-detached sales in Beta Village.
  listing('beta', 'semiDetatched', sold('2026-06-01', 900_000, '2026-06-03', 905_000, 2)),
  listing('beta', 'semiDetatched', sold('2026-06-01', 910_000, '2026-06-08', 921_000, 7)),
  listing('beta', 'semiDetatched', sold('2026-06-02', 950_000, '2026-06-12', 944_000, 10)),
];

/**
 * Issue 11's example of a ratio that gave away a price (DECISIONS row 36): Gamma Heights'
 * three multi-residential sales of April 2026, listed at $500k, $500k and $700k and sold at
 * $510k, $490k and $735k. The only ones of their type and month, so a visitor sees their figures.
 */
export const ratioListings: Listing[] = [
  listing('gamma', 'multi', sold('2026-04-01', 500_000, '2026-04-10', 510_000, 9)),
  listing('gamma', 'multi', sold('2026-04-02', 500_000, '2026-04-12', 490_000, 10)),
  listing('gamma', 'multi', sold('2026-04-03', 700_000, '2026-04-20', 735_000, 17)),
];
