import type { Month } from '@shared/months';
import type { PropertyType } from '@shared/property-types';
import type { Neighbourhood } from '@shared/neighbourhood';
import type { AreaMonth, PublishedMonth, PublishedSeries } from '@shared/sold-report/anonymous';
import type { MonthlyStatistic, NeighbourhoodTypeSales, TypeReports } from '@shared/sold-report/types';
import type { AreaKey } from './keys';

/**
 * The sold-report read model, in two parts (README.md, "Visitors"):
 *
 * - the signed-in figures: written whole by the aggregation job from the listings (a derived
 *   model, never edited by hand, rebuilt at any time);
 * - the visitors' figures: each closed month published once (`MonthPublicationDocument`, a
 *   conditional put that never overwrites), and each area's published months copied from the
 *   publications (`VisitorSeriesDocument`). Neither is ever rebuilt from the listings.
 */
export interface AreaReportDocument {
  area: AreaKey;
  month: Month;
  /** The types with any activity this month or the same month last year. */
  reports: Partial<TypeReports>;
}

/** An area's monthly statistics over every month of the data (months and types with activity only). */
export interface AreaSeriesDocument {
  area: AreaKey;
  /** Where the data begins (`YYYY-MM-DD`, the first list date): before it a month has no figures. */
  dataFrom?: string;
  /** The first month all of whose sales the data holds (`wholeMonthsFrom`). */
  wholeFrom?: string;
  months: Record<string, Partial<Record<PropertyType, MonthlyStatistic>>>;
}

export interface NeighbourhoodSalesDocument {
  month: Month;
  neighbourhoods: Record<string, Partial<Record<PropertyType, NeighbourhoodTypeSales>>>;
}

export interface SoldReportDocuments {
  reports: AreaReportDocument[];
  series: AreaSeriesDocument[];
  sales: NeighbourhoodSalesDocument[];
}

/** The visitors' figures of one closed month, every area's, as published once at its close. */
export interface MonthPublicationDocument {
  month: Month;
  /**
   * The visitor rule it was published or last checked under (`publicationVersion` in the job): 4,
   * no count of a cell its disclosure decisions hide; 3, its days on market narrow no sale below
   * its month (DECISIONS row 35; all or none of a month and type, cells of 10 or more). Absent or
   * older: checked by the next run (`withDomChecked`), which can only withhold a figure. 2 was
   * session 44's first rule, decided area by area.
   */
  version?: number;
  /** The instant of the run that published it (the injected clock). */
  publishedAt: string;
  /** Every area the job knew at the time, each with its types' figures (`{}`: no activity). */
  areas: Partial<Record<AreaKey, PublishedMonth>>;
}

/** One area's published months, copied from the publications. */
export interface VisitorSeriesDocument extends PublishedSeries {
  area: AreaKey;
  /** The shape of the copy (`visitorSeriesVersion` in the job): another one is written again from the publications. */
  version: number;
}

/** The neighbourhood a report is about: with its community and the GTA, the three areas of its figures. */
export type ReportPlace = Pick<Neighbourhood, 'id' | 'community'>;
/** One of the three areas of a report, as `@shared/sold-report/anonymous` names them. */
export type PlaceArea = AreaMonth['area'];

/** An area's signed-in report of one month, by which of the place's areas it is. */
export interface PlaceAreaReport {
  area: PlaceArea;
  month: Month;
  report: AreaReportDocument;
}

/** What one sold report is assembled from, fetched in a single BatchGetItem. */
export interface SoldReportParts {
  report?: AreaReportDocument;
  neighbourhoodSeries?: AreaSeriesDocument;
  communitySeries?: AreaSeriesDocument;
  gtaSeries?: AreaSeriesDocument;
}
