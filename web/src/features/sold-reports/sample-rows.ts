import type { PropertyType } from '@shared/property-types';
import type { SoldPropertyRow } from '@shared/sold-report/types';

/**
 * The blurred table visitors see (document 1 §2.2, §9): made up in the browser from fake
 * data, since no sold row ever reaches a visitor (DECISIONS row 26). 17 random rows, repeated
 * to the real number of sales (which visitors may see).
 */
export const sampleRowPool = 17;

const streets = [
  'Maple Ave',
  'Birch Cres',
  'Lakeview Dr',
  'Cedar St',
  'Elm Grove Rd',
  'Willow Way',
  'Parkside Blvd',
  'Orchard Lane',
  'Hillcrest Ave',
  'Ridgewood Ct',
  'Sunnybrook Dr',
  'Harbour View Rd',
];

/** A plausible band of prices per type, so the blur looks like a report and says nothing real. */
const priceBands: Record<PropertyType, [number, number]> = {
  detatched: [900_000, 2_400_000],
  semiDetatched: [750_000, 1_500_000],
  freeholdTownhouse: [700_000, 1_300_000],
  condo: [420_000, 950_000],
  condoTownhouse: [550_000, 1_000_000],
  multi: [1_100_000, 2_800_000],
};

const between = (random: () => number, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

function sampleRow(type: PropertyType, month: string, lastDay: number, random: () => number): SoldPropertyRow {
  const [low, high] = priceBands[type];
  const listingPrice = Math.round(between(random, low, high) / 1000) * 1000;
  const soldPrice = Math.round((listingPrice * between(random, 94, 108)) / 100 / 1000) * 1000;
  const isCondo = type === 'condo' || type === 'condoTownhouse';
  return {
    mls: '',
    address: `${between(random, 2, 298)} ${streets[between(random, 0, streets.length - 1)]}`,
    ...(isCondo && { unit: String(between(random, 101, 2412)) }),
    soldDate: `${month}-${String(between(random, 1, lastDay)).padStart(2, '0')}`,
    listingPrice,
    soldPrice,
    dom: between(random, 3, 60),
    ...(!isCondo && { lotFront: between(random, 20, 60), lotDepth: between(random, 90, 140) }),
    footage: isCondo ? '700-799' : '1500-2000',
    bedroom: between(random, isCondo ? 1 : 2, isCondo ? 3 : 5),
    bathroom: between(random, 1, isCondo ? 2 : 4),
  };
}

/**
 * `count` fake rows for the month and type: 17 random ones, repeated as often as needed, dated
 * no later than `lastDay` (today's, in the month to date: QA 46d L6 saw December 21 on December 3).
 */
export function sampleRows(
  count: number,
  type: PropertyType,
  month: string,
  { random = Math.random, lastDay = 28 }: { random?: () => number; lastDay?: number } = {},
): SoldPropertyRow[] {
  const pool = Array.from({ length: Math.min(count, sampleRowPool) }, () => sampleRow(type, month, lastDay, random));
  return Array.from({ length: count }, (_, i) => ({ ...pool[i % pool.length]!, mls: `SAMPLE${i}` }));
}
