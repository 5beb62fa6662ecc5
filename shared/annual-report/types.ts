import type { ImprovementStep } from '../home-value/improvement-steps';
import type { ChartPoint, HomeValuation } from '../home-value/types';
import type { PropertySummary } from '../search/types';

/**
 * The annual report's wire contract (document 2 §2 "Annual report modal", §3, §4; document 3
 * §2.9, §2.10, §3, §7.1, §8; DECISIONS rows 9, 23; issue 17). Plain types, constants and
 * messages, free of zod (the request schemas are in schemas.ts). Instants are ISO strings,
 * money whole dollars.
 */

/** Comparable sold properties per report (document 3 §9.2), and the active listings the PDF shows (§9.3). */
export const maxComparables = 5;
export const maxActiveListings = 5;

/** The user-visible strings, verbatim from the spec where it gives them. */
export const annualReportMessages = {
  title: 'Annual Report',
  created: 'The annual report has been created.',
  updated: 'The annual report has been updated.',
  printSent: 'Your request has been sent. A member of the team will contact you shortly.',
  backToDashboard: 'Back to Dashboard',
  requestPrint: 'Request Print',
  printRequested: 'Print Requested',
  createAnnualReport: 'Create Annual Report',
  emptyList: 'No Annual Report Available Yet.',
  createFailed: 'Error while creating annual report',
  fetchFailed: 'Error to fetch annual report data',
  listFailed: 'Error to fetch annual report list',
  // Ours (the spec gives none):
  notFound: 'There is no annual report with this id.',
  oneAYear: 'This valuation already has an annual report for this year.',
  tooManyComparables: 'An annual report has at most 5 comparable sold properties.',
  notASale: 'Only a sold property can be a comparable.',
  sameHome: 'The home itself cannot be its own comparable.',
  mlsInvalid: 'The MLS number is not valid.',
  idInvalid: 'The annual report id is not valid.',
  printFailed: 'Sorry, the print request could not be sent. Please try again.',
} as const;

/**
 * A property inside a report (document 3 §3 "Property summary inside a report"), kept as it
 * was when it joined the report. `photo` is the first photo's path under `p/`. `totalParking`
 * (every space, garage and drive, as the valuation's parking counts them) is missing from the
 * properties of reports made before it was kept.
 */
export type ReportProperty = Partial<Pick<PropertySummary, 'totalParking'>> &
  Pick<
    PropertySummary,
    | 'mls'
    | 'unit'
    | 'address'
    | 'area'
    | 'municipality'
    | 'neighbour'
    | 'bedroom'
    | 'brPlus'
    | 'bathroom'
    | 'parking'
    | 'listingPrice'
    | 'soldPrice'
    | 'soldDate'
    | 'listDate'
    | 'type'
    | 'status'
    | 'numberOfPic'
    | 'photo'
    | 'footageFrom'
    | 'footageTo'
    | 'lotFront'
    | 'lotDepth'
    | 'dom'
    | 'location'
  >;

/** The subject home's listing facts (document 3 §3 "propertyDetails (with summary)"), when it has a listing. */
export interface ReportPropertyDetails {
  summary: ReportProperty;
  /** Every photo's path under `p/`, in the listing's order. */
  photos: string[];
  description?: string;
}

/**
 * `GET /homevalue/reports/{id}` and every call that changes a report (document 3 §3 "Annual
 * report"). `homeValue` is the valuation as this caller may see it (so a client never gets
 * the private notes); `chart` is its value history over the 12 months before now, one point a
 * UTC day (`GET /homevalue/{id}/chart`'s points); `agent` the contact's agent's branding.
 */
export interface AnnualReport {
  id: string;
  valuationId: string;
  /** The calendar year (Toronto) the report is for: one per valuation and year. */
  year: number;
  createdAt: string;
  /** Set by the first change after creation: the modal then says 'updated'. */
  updatedAt?: string;
  printRequestAt?: string;
  /** The contact the valuation belongs to. */
  userId: string;
  user?: { firstName: string; lastName: string };
  agent?: HomeValuation['agent'];
  homeValue: HomeValuation;
  /** Where the home is (the valuation's address): the map and distances when it has no listing. */
  location?: { lat: number; lon: number };
  propertyDetails?: ReportPropertyDetails;
  /** Up to `maxComparables`: the home's own type first, each kind nearest first (`comparablesInOrder`). */
  similarSolds: ReportProperty[];
  /** Up to `maxActiveListings` active listings nearby, chosen at creation. */
  similarActives: ReportProperty[];
  chart: ChartPoint[];
  /**
   * A confirmed valuation's confirmed value over the same 12 months: the value today carried
   * back along the area's price index, less the work it holds before it was done
   * (`confirmedWork`), one point a month and today's (issue 25: page 3 measures its
   * 12-month change on the line of the value it shows). Absent when not confirmed.
   */
  confirmedChart?: ChartPoint[];
  /** The work that line takes out in the months before each piece was done (`confirmedWorkOf`): the PDF names the line by it. */
  confirmedWork?: ImprovementStep[];
  /** The neighbourhoods of the home and its comparables (document 3 §3). */
  neighbourhoods: { id: string; name: string }[];
}

/**
 * One row of the report lists (`GET /homevalue/agent/reports`, `GET /homevalue/contact/reports`;
 * document 2 §3 "Home valuation (as listed here)"), newest first.
 */
export interface AnnualReportListItem {
  id: string;
  valuationId: string;
  year: number;
  createdAt: string;
  updatedAt?: string;
  printRequestAt?: string;
  userId: string;
  user?: { firstName: string; lastName: string };
  displayAddress: string;
  instanceValue: number;
  confirmedValue?: number;
  /** The owner changed the home's facts after the agent confirmed `confirmedValue` (as `HomeValuation`'s). */
  detailsChangedAt?: string;
  lastSoldPrice?: number;
  comparables: number;
  /** The model's value when the report was made (issue 29); absent on reports made before. */
  valueAtReport?: number;
}

export interface AnnualReportList {
  items: AnnualReportListItem[];
}
