import type { PropertyType } from '@shared/property-types';
import type { Area } from './municipalities';

/**
 * Every figure the listing generator draws from, in one place. They approximate what TRREB
 * (the Toronto Regional Real Estate Board) publishes in its monthly Market Watch and annual
 * reports for the GTA: averages rounded from memory of those public reports, not copied
 * data, and good to a few per cent. 2026's months are assumptions (a soft market a little
 * under 2025). README.md here says how they are used.
 */

export const referenceYear = 2024;

/**
 * The typical (median) sold price in the reference year, by TRREB area and type, in dollars.
 * TRREB reports averages; medians sit 8–12 % lower, so these are the averages scaled down.
 */
export const priceLevels: Record<Area, Record<PropertyType, number>> = {
  Toronto: {
    detatched: 1_480_000,
    semiDetatched: 1_180_000,
    freeholdTownhouse: 1_000_000,
    condo: 640_000,
    condoTownhouse: 760_000,
    multi: 1_500_000,
  },
  Peel: {
    detatched: 1_280_000,
    semiDetatched: 960_000,
    freeholdTownhouse: 930_000,
    condo: 560_000,
    condoTownhouse: 760_000,
    multi: 1_250_000,
  },
  York: {
    detatched: 1_500_000,
    semiDetatched: 1_120_000,
    freeholdTownhouse: 1_030_000,
    condo: 610_000,
    condoTownhouse: 820_000,
    multi: 1_450_000,
  },
  Halton: {
    detatched: 1_450_000,
    semiDetatched: 950_000,
    freeholdTownhouse: 960_000,
    condo: 620_000,
    condoTownhouse: 760_000,
    multi: 1_300_000,
  },
  Durham: {
    detatched: 960_000,
    semiDetatched: 780_000,
    freeholdTownhouse: 760_000,
    condo: 520_000,
    condoTownhouse: 600_000,
    multi: 950_000,
  },
};

/** How far a reference-year median may stray from its level and still be in its band. */
export const priceBandTolerance = 0.12;

export function priceBand(area: Area, type: PropertyType): { low: number; high: number } {
  const level = priceLevels[area][type];
  return { low: level * (1 - priceBandTolerance), high: level * (1 + priceBandTolerance) };
}

/** Typical monthly rent in the reference year, by area and type, in dollars. */
export const rentLevels: Record<Area, Record<PropertyType, number>> = {
  Toronto: {
    detatched: 4200,
    semiDetatched: 3600,
    freeholdTownhouse: 3400,
    condo: 2550,
    condoTownhouse: 3000,
    multi: 2600,
  },
  Peel: {
    detatched: 3500,
    semiDetatched: 3000,
    freeholdTownhouse: 3000,
    condo: 2450,
    condoTownhouse: 2800,
    multi: 2300,
  },
  York: {
    detatched: 3600,
    semiDetatched: 3100,
    freeholdTownhouse: 3100,
    condo: 2450,
    condoTownhouse: 2900,
    multi: 2300,
  },
  Halton: {
    detatched: 3700,
    semiDetatched: 3000,
    freeholdTownhouse: 3100,
    condo: 2500,
    condoTownhouse: 2900,
    multi: 2300,
  },
  Durham: {
    detatched: 3000,
    semiDetatched: 2700,
    freeholdTownhouse: 2700,
    condo: 2300,
    condoTownhouse: 2600,
    multi: 2100,
  },
};

/** The sale-to-list ratio never leaves this band, in any month, for sales and leases alike. */
export const saleToListBand = { low: 0.9, high: 1.15 } as const;

const firstYear = 2021;
type Row = readonly [number, number, number, number, number, number, number, number, number, number, number, number];

/**
 * The GTA month by month (January first), all property types together:
 * average sold price ($ thousands), average sale-to-list (%), average days on market, new
 * listings and sales (thousands), and rents (index, 2024 = 1).
 */
const gta: Record<'price' | 'saleToList' | 'dom' | 'newListings' | 'sales' | 'rent', Record<number, Row>> = {
  price: {
    2021: [967, 1045, 1097, 1090, 1108, 1089, 1062, 1070, 1136, 1155, 1163, 1157],
    2022: [1242, 1334, 1300, 1254, 1212, 1146, 1074, 1079, 1086, 1089, 1079, 1051],
    2023: [1038, 1096, 1108, 1153, 1196, 1182, 1118, 1082, 1119, 1125, 1082, 1085],
    2024: [1026, 1109, 1121, 1156, 1166, 1162, 1106, 1074, 1110, 1135, 1107, 1068],
    2025: [1070, 1094, 1093, 1107, 1120, 1101, 1051, 1023, 1060, 1054, 1039, 1006],
    2026: [985, 1030, 1050, 1065, 1075, 1060, 1020, 995, 1025, 1030, 1010, 985],
  },
  saleToList: {
    2021: [102, 106, 108, 107, 105, 104, 103, 103, 105, 106, 107, 106],
    2022: [109, 111, 109, 105, 102, 100, 99, 99, 99, 99, 99, 98],
    2023: [99, 101, 103, 104, 104, 103, 101, 100, 100, 99, 98, 98],
    2024: [99, 101, 102, 102, 101, 100, 99, 99, 99, 99, 99, 98],
    2025: [99, 100, 100, 100, 100, 99, 99, 98, 98, 98, 98, 97],
    2026: [98, 99, 100, 100, 100, 99, 99, 98, 98, 98, 98, 97],
  },
  dom: {
    2021: [19, 11, 9, 9, 10, 11, 12, 13, 12, 12, 13, 17],
    2022: [11, 8, 9, 11, 14, 16, 20, 20, 21, 23, 25, 30],
    2023: [35, 21, 18, 15, 14, 15, 19, 22, 22, 25, 28, 33],
    2024: [34, 22, 20, 18, 18, 20, 24, 26, 27, 27, 30, 36],
    2025: [36, 29, 27, 25, 25, 25, 29, 31, 30, 32, 35, 40],
    2026: [38, 30, 27, 24, 24, 25, 28, 30, 29, 31, 34, 38],
  },
  newListings: {
    2021: [10.1, 12.5, 18.2, 17.1, 15.6, 15.0, 11.6, 10.5, 15.1, 13.7, 10.8, 5.4],
    2022: [10.1, 14.0, 19.5, 17.0, 18.0, 14.4, 10.1, 9.9, 11.9, 10.8, 8.8, 4.2],
    2023: [6.9, 8.6, 11.3, 12.5, 16.2, 17.0, 12.9, 12.1, 16.3, 15.6, 10.6, 4.5],
    2024: [10.0, 11.7, 13.0, 17.7, 19.6, 16.9, 14.0, 12.4, 17.3, 15.2, 11.2, 4.7],
    2025: [12.3, 12.1, 17.3, 19.9, 21.8, 19.8, 15.5, 12.6, 19.3, 17.0, 11.5, 5.0],
    2026: [11.0, 11.5, 15.5, 17.5, 18.5, 17.0, 13.5, 11.5, 16.0, 14.5, 10.5, 4.8],
  },
  sales: {
    2021: [6.9, 10.9, 15.6, 13.6, 11.9, 11.1, 9.4, 8.6, 9.0, 9.8, 9.0, 6.0],
    2022: [5.6, 9.1, 10.9, 8.0, 7.3, 6.5, 4.9, 5.6, 5.0, 4.9, 4.5, 3.1],
    2023: [3.1, 4.8, 6.9, 7.5, 9.0, 7.5, 5.2, 5.3, 4.9, 4.6, 4.2, 3.4],
    2024: [4.2, 5.6, 6.6, 7.1, 7.0, 6.2, 5.4, 4.9, 4.8, 6.7, 5.9, 3.7],
    2025: [3.8, 4.0, 5.0, 5.6, 6.2, 6.2, 6.1, 5.2, 5.6, 6.0, 5.0, 3.3],
    2026: [3.8, 4.4, 5.5, 6.2, 6.6, 6.3, 5.6, 5.0, 5.3, 5.6, 4.8, 3.3],
  },
  rent: {
    2021: [0.8, 0.8, 0.81, 0.82, 0.84, 0.86, 0.88, 0.9, 0.91, 0.92, 0.93, 0.93],
    2022: [0.94, 0.95, 0.97, 0.99, 1.01, 1.03, 1.05, 1.06, 1.06, 1.06, 1.05, 1.04],
    2023: [1.04, 1.05, 1.06, 1.07, 1.08, 1.08, 1.08, 1.07, 1.06, 1.05, 1.04, 1.03],
    2024: [1.02, 1.01, 1.01, 1.01, 1.01, 1.0, 1.0, 0.99, 0.99, 0.98, 0.98, 0.97],
    2025: [0.96, 0.95, 0.95, 0.95, 0.95, 0.95, 0.94, 0.94, 0.94, 0.93, 0.93, 0.93],
    2026: [0.93, 0.93, 0.93, 0.93, 0.94, 0.94, 0.94, 0.93, 0.93, 0.93, 0.92, 0.92],
  },
};
const lastYear = 2026;

/** Share of new listings that are for lease, by year (condo leasing grew after 2022). */
const leaseShareByYear: Record<number, number> = {
  2021: 0.22,
  2022: 0.22,
  2023: 0.25,
  2024: 0.27,
  2025: 0.28,
  2026: 0.27,
};

/**
 * How a type moves with the GTA trend: detached prices rose and fell hardest, condos least
 * (a type's index is 1 + swing × (GTA index − 1)).
 */
export const typeSwing: Record<PropertyType, number> = {
  detatched: 1.2,
  semiDetatched: 1.1,
  freeholdTownhouse: 1.1,
  condo: 0.7,
  condoTownhouse: 0.9,
  multi: 1,
};

/** Sale-to-list above the month's average in bidding-war months (scaled by how hot the month is). */
export const typeSaleToListHeat: Record<PropertyType, number> = {
  detatched: 0.01,
  semiDetatched: 0.03,
  freeholdTownhouse: 0.02,
  condo: -0.02,
  condoTownhouse: 0,
  multi: -0.01,
};

/** Days on market against the month's average: semis and towns go fastest, condos and plexes slowest. */
export const typeDomFactor: Record<PropertyType, number> = {
  detatched: 1,
  semiDetatched: 0.8,
  freeholdTownhouse: 0.85,
  condo: 1.15,
  condoTownhouse: 1,
  multi: 1.3,
};
export const areaDomFactor: Record<Area, number> = { Toronto: 0.95, Peel: 1, York: 1.1, Halton: 1.05, Durham: 0.95 };

/** Share of sale listings that sell, against the month's: condos lagged houses after 2022. */
export const typeSellThrough: Record<PropertyType, number> = {
  detatched: 1.03,
  semiDetatched: 1.06,
  freeholdTownhouse: 1.04,
  condo: 0.92,
  condoTownhouse: 1,
  multi: 0.95,
};

/** The month's figures, for a month given as year and month (1–12); outside 2021–2026, the nearest year's. */
export interface MarketMonth {
  /** Sold prices against the reference year (all types; see `typePriceIndex`). */
  priceIndex: number;
  /** Average sale-to-list ratio (1.05 = 105 %). */
  saleToList: number;
  /** Average days on market of the month's sales. */
  dom: number;
  /** New listings, relative: how the seed spreads its listings over the months. */
  newListings: number;
  /** Share of the month's new sale listings that end up selling (the sales-to-new-listings rate, smoothed). */
  sellThrough: number;
  /** Share of the month's new listings that are for lease. */
  leaseShare: number;
  /** Rents against the reference year. */
  rentIndex: number;
}

const referencePrice = gta.price[referenceYear]!.reduce((sum, value) => sum + value, 0) / 12;
const clampYear = (year: number) => Math.min(lastYear, Math.max(firstYear, year));
const at = (series: Record<number, Row>, year: number, month: number) => series[clampYear(year)]![month - 1]!;

function neighbour(year: number, month: number, step: number): [number, number] {
  const index = year * 12 + (month - 1) + step;
  return [Math.floor(index / 12), (index % 12) + 1];
}

/**
 * Share of a month's new sale listings that sell: sales over new listings around the month
 * (three months, so December's few listings do not look like a frenzy), scaled up by 20 %
 * and kept within 40–80 %. The real rate fell to about 30 % in 2025; the seed keeps it a little
 * higher so every month has sales to report, and still spans the spec's three markets:
 * seller's (60 % and more) in 2021 and early 2022, balanced after, buyer's (under 40 %) in
 * 2025's spring and autumn, when new listings surged.
 */
function sellThrough(year: number, month: number): number {
  let sales = 0;
  let listings = 0;
  for (const step of [-1, 0, 1]) {
    const [y, m] = neighbour(year, month, step);
    sales += at(gta.sales, y, m);
    listings += at(gta.newListings, y, m);
  }
  // Homes listed late in the year sell less often (many expire over the holidays).
  const lateInYear = month === 11 ? 0.9 : month === 12 ? 0.8 : 1;
  return Math.min(0.8, Math.max(0.4, (sales / listings) * 1.2)) * lateInYear;
}

const months = new Map<number, MarketMonth>();

export function marketMonth(year: number, month: number): MarketMonth {
  const key = year * 12 + month;
  let found = months.get(key);
  if (!found) months.set(key, (found = figuresOf(year, month)));
  return found;
}

function figuresOf(year: number, month: number): MarketMonth {
  return {
    priceIndex: at(gta.price, year, month) / referencePrice,
    saleToList: at(gta.saleToList, year, month) / 100,
    dom: at(gta.dom, year, month),
    newListings: at(gta.newListings, year, month),
    sellThrough: sellThrough(year, month),
    leaseShare: leaseShareByYear[clampYear(year)]!,
    rentIndex: at(gta.rent, year, month),
  };
}

/** A type's price index for a month: the GTA's, with the type's swing. */
export function typePriceIndex(type: PropertyType, market: MarketMonth): number {
  return 1 + typeSwing[type] * (market.priceIndex - 1);
}

/** Leases: the median days to lease and the share of lease listings that lease, by year. */
export const leaseMarket = {
  medianDom: 14,
  domFactorByYear: { 2021: 0.9, 2022: 0.8, 2023: 0.7, 2024: 1, 2025: 1.3, 2026: 1.3 } as Record<number, number>,
  leasedShareByYear: { 2021: 0.75, 2022: 0.8, 2023: 0.82, 2024: 0.72, 2025: 0.64, 2026: 0.65 } as Record<
    number,
    number
  >,
  yearOf: clampYear,
};
