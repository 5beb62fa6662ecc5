import type { Neighbourhood } from '../neighbourhood';
import type { PropertyType } from '../property-types';

/**
 * The sold-report answers of the property service (document 1 §3, document 3 §3). Averages
 * are `null` where there is nothing to average, or where an anonymous caller may not see
 * them; the screens show `--` for them.
 *
 * Counts of sales (`soldNumber`, `soldNumberLastYear`) are numbers for signed-in callers. For
 * anonymous callers a count of 1 or 2 is `null`: DECISIONS row 26 withholds any figure that
 * covers fewer than 3 sales (0 stays 0, it reveals no sale). A visitor's averages are also
 * `null` wherever `anonymous.ts` hides them: under 3 sales, where subtracting a cell from its
 * parent's would give the price of 1 or 2 sales (`disclosure.ts`), and in the month to date.
 * Counts of new listings are listings, not sales, and are always numbers.
 */

/** One sale in a sold report's table (document 1 §3 "Sold property row"). Signed-in callers only. */
export interface SoldPropertyRow {
  mls: string;
  address: string;
  unit?: string;
  soldDate: string;
  closeDate?: string;
  listingPrice: number;
  soldPrice: number;
  dom: number;
  lotFront?: number;
  lotDepth?: number;
  landFront?: number;
  landDepth?: number;
  footage?: string;
  bedroom: number;
  bathroom: number;
}

/** One property type's report for one area and month (document 1 §3 "Per-type report"). */
export interface TypeReport {
  type: PropertyType;
  month: string;
  neighbourhoodId?: string;
  /** Null for a visitor when it is 1 or 2 (withheld, DECISIONS row 26). */
  soldNumber: number | null;
  /** Null for a visitor when it is 1 or 2. */
  soldNumberLastYear: number | null;
  /** The sales themselves; always empty for anonymous callers, and for community and GTA reports. */
  soldProperties: SoldPropertyRow[];
  averagePrice: number | null;
  averagePriceLastYear: number | null;
  averageListPrice: number | null;
  averageListPriceLastYear: number | null;
  /** The mean of each sale's sold / list price; 1 when there are no sales (the spec's default). */
  averageSellingToListPrice: number | null;
  /**
   * The same of the same month last year, null without sales: the tile compares like with like
   * (QA 44 L1: this year's mean of ratios had been set against last year's ratio of averages). A
   * visitor's is the ratio of last year's averages, as this year's is. Absent from documents
   * written before it (the tile then takes last year's averages' ratio).
   */
  averageSellingToListPriceLastYear?: number | null;
  dom: number | null;
  domLastYear: number | null;
  newListing: number;
  newListingLastYear: number;
}

export type TypeReports = Record<PropertyType, TypeReport>;

/** One month of one type in a chart series (document 1 §3 "Monthly statistics entry"). */
export interface MonthlyStatistic {
  /** Average sold price. */
  soldPrice: number | null;
  dom: number | null;
  /** Null for a visitor when it is 1 or 2 (withheld, DECISIONS row 26). */
  soldNumber: number | null;
  newListing: number;
}

/** A chart series: by month (`YYYY-MM`), then property type. */
export type Statistics = Record<string, Record<PropertyType, MonthlyStatistic>>;

/** `GET /soldreports/{neighbourhoodId}?time=YYYYMM`. */
export interface SoldReportAnswer {
  /** The month, `YYYYMM`. */
  time: string;
  neighbourhood: { id: string; name: string; community: string };
  reports: TypeReports;
  /** The whole area (GTA), the neighbourhood's community and the neighbourhood itself: the 12 months to `time`. */
  statistics: Statistics;
  communityStatistics: Statistics;
  neighbourhoodStatistics: Statistics;
  /**
   * Where the data begins (`YYYY-MM-DD`): a month before it has no figures, and its first month
   * may be partial (`data-extent.ts`). Absent before the job has written it.
   */
  dataFrom?: string;
  /** The first month (`YYYY-MM`) all of whose sales the data holds: last year's figures before it are null. */
  dataWholeFrom?: string;
}

/** One neighbourhood's sales of one type in a month. */
export interface NeighbourhoodTypeSales {
  /** Null for a visitor when it is 1 or 2 (withheld, DECISIONS row 26). */
  soldNumber: number | null;
  averagePrice: number | null;
}

/** `GET /soldreports/neighbourhoods?time=YYYYMM`: by neighbourhood id, then type (types without sales left out). */
export interface NeighbourhoodSalesAnswer {
  time: string;
  neighbourhoods: Record<string, Partial<Record<PropertyType, NeighbourhoodTypeSales>>>;
}

/** `GET /neighbourhoods`: the spec's neighbours.json. */
export interface NeighbourhoodListAnswer {
  neighbourhoods: Neighbourhood[];
}

/**
 * Whether a count of sales says there were sales. A visitor's count of 1 or 2 is withheld
 * (null, DECISIONS row 26): there were sales, how many is not said.
 */
export const hasSales = (count: number | null): boolean => count !== 0;

/** A count of sales as the screens show it: '--' when it is withheld from a visitor. */
export const salesCountLabel = (count: number | null): string => (count === null ? '--' : String(count));
