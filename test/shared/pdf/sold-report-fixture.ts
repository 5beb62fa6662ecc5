import { addMonths, monthRange, toApiTime, type Month } from '@shared/months';
import { propertyTypes, type PropertyType } from '@shared/property-types';
import type {
  MonthlyStatistic,
  SoldPropertyRow,
  SoldReportAnswer,
  Statistics,
  TypeReport,
} from '@shared/sold-report/types';

/**
 * Sold-report answers for the PDF's tests and bench: deterministic (a seeded generator),
 * with realistic GTA prices per type, the 12 months of the three chart series, and one very
 * long address to ellipsize.
 */
export interface FixtureOptions {
  month?: Month;
  /** Sales (table rows) per type; types left out have none. */
  sales: Partial<Record<PropertyType, number>>;
  neighbourhood?: { id: string; name: string; community: string };
  seed?: number;
}

const basePrice: Record<PropertyType, number> = {
  detatched: 1_650_000,
  semiDetatched: 1_240_000,
  freeholdTownhouse: 1_080_000,
  condo: 705_000,
  condoTownhouse: 815_000,
  multi: 2_150_000,
};

const streets = [
  'Russell Hill Rd',
  'Austin Terrace',
  'Walmer Rd',
  'Spadina Rd',
  'Lyndhurst Ave',
  'Wells Hill Ave',
  'Davenport Rd',
  'Poplar Plains Cres',
];
export const longAddress = '1187 Kingsway Crescent Boulevard West Service Road Extension';

function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function soldReportFixture({
  month = '2026-05',
  sales,
  neighbourhood = { id: 'casa-loma', name: 'Casa Loma', community: 'Toronto' },
  seed = 7,
}: FixtureOptions): SoldReportAnswer {
  const next = random(seed);
  const around = (value: number, spread: number) => value * (1 + (next() - 0.5) * 2 * spread);
  const months = monthRange(addMonths(month, -11), month);

  const rowsOf = (type: PropertyType, count: number): SoldPropertyRow[] =>
    Array.from({ length: count }, (_, i) => {
      const listingPrice = Math.round(around(basePrice[type], 0.25) / 1000) * 1000;
      const soldPrice = Math.round(around(listingPrice * 1.01, 0.06) / 1000) * 1000;
      const condo = type === 'condo' || type === 'condoTownhouse';
      const day = 28 - Math.floor((i * 27) / Math.max(1, count));
      return {
        mls: `C${String(9_000_000 + i * 37 + propertyTypes.indexOf(type) * 1000)}`,
        address: i === 2 ? longAddress : `${10 + Math.floor(next() * 480)} ${streets[i % streets.length]}`,
        ...(condo && { unit: String(100 + Math.floor(next() * 2400)) }),
        soldDate: `${month}-${String(day).padStart(2, '0')}`,
        listingPrice,
        soldPrice,
        dom: Math.round(around(18, 0.8)),
        ...(!condo && { lotFront: Math.round(around(32, 0.4) * 10) / 10, lotDepth: Math.round(around(120, 0.2)) }),
        footage: condo ? '700-799' : '2000-2500',
        bedroom: condo ? 2 : 3 + Math.floor(next() * 3),
        bathroom: condo ? 2 : 2 + Math.floor(next() * 3),
      };
    });

  const reports = Object.fromEntries(
    propertyTypes.map((type) => {
      const rows = rowsOf(type, sales[type] ?? 0);
      const n = rows.length;
      const mean = (f: (r: SoldPropertyRow) => number) => (n ? rows.reduce((s, r) => s + f(r), 0) / n : null);
      const report: TypeReport = {
        type,
        month,
        neighbourhoodId: neighbourhood.id,
        soldNumber: n,
        soldNumberLastYear: Math.max(0, Math.round(around(n, 0.4))),
        soldProperties: rows,
        averagePrice: mean((r) => r.soldPrice),
        averagePriceLastYear: n ? around(basePrice[type] * 0.96, 0.05) : null,
        averageListPrice: mean((r) => r.listingPrice),
        averageListPriceLastYear: n ? around(basePrice[type] * 0.97, 0.05) : null,
        averageSellingToListPrice: mean((r) => r.soldPrice / r.listingPrice) ?? 1,
        dom: mean((r) => r.dom),
        domLastYear: n ? around(20, 0.3) : null,
        newListing: Math.round(n * around(1.7, 0.3)),
        newListingLastYear: Math.round(n * around(1.8, 0.3)),
      };
      return [type, report];
    }),
  ) as Record<PropertyType, TypeReport>;

  const series = (scale: number, priceFactor: number) =>
    Object.fromEntries(
      months.map((m, i) => [
        m,
        Object.fromEntries(
          propertyTypes.map((type): [PropertyType, MonthlyStatistic] => {
            const soldNumber = Math.max(1, Math.round(around(scale, 0.3)));
            const season = 1 + 0.04 * Math.sin((i / 12) * 2 * Math.PI);
            return [
              type,
              {
                soldPrice: around(basePrice[type] * priceFactor * season, 0.04),
                dom: around(19, 0.35),
                soldNumber,
                newListing: Math.round(soldNumber * around(1.9, 0.25)),
              },
            ];
          }),
        ) as Record<PropertyType, MonthlyStatistic>,
      ]),
    ) as Statistics;

  return {
    time: toApiTime(month),
    neighbourhood,
    reports,
    statistics: series(1800, 0.82),
    communityStatistics: series(700, 0.92),
    neighbourhoodStatistics: series(6, 1),
  };
}
