import type { PropertyType } from '../property-types';
import type { homeValueMessages } from './messages';
import type { PropertySummary } from '../search/types';
import type { ChangedFact, FactHoldingWork, OwnSaleLimit } from '../valuation/types';
import type { AgentBranding } from './agent-branding';

/**
 * The home-value service's wire types (document 3 §3 "Home valuation", §7.1; issue 13). Plain
 * types and constants, free of zod so the web's main bundle may import them; the messages are
 * in messages.ts, the request schemas in schemas.ts. Dates are `YYYY-MM-DD` (Toronto); instants
 * are ISO strings; money is whole dollars.
 */

/** Document 3 §3 "Receive-updates values"; §9.2: the default is monthly. */
export const receiveUpdatesValues = ['weekly', 'monthly', 'yearly', 'none'] as const;
export type ReceiveUpdates = (typeof receiveUpdatesValues)[number];
export const defaultReceiveUpdates: ReceiveUpdates = 'monthly';

/** Property types whose size is required (document 3 §5). */
export const sizeRequiredTypes: readonly PropertyType[] = ['condo', 'condoTownhouse'];

/** Valuations list page size (document 3 §9.1); the agent's list page size. */
export const valuationsPageSize = 10;
export const agentValuationsPageSize = 200;
/** The most homes `GET /homevalue/agent/homes` answers (newest valuations first); `truncated` says when more were owned. */
export const agentHomesLimit = 5000;

/** `GET /homevalue/agent/homes`: one owned valuation, with only what Today's home reasons need (issue 29). */
export interface AgentHome {
  valuationId: string;
  /** The owner (the agent's contact). */
  userId: string;
  address: string;
  createdAt: string;
  /** The model's value today. */
  value: number;
  confirmed: boolean;
  confirmedValue?: number;
  /** `YYYY-MM-DD`: the owner's purchase, or the listing's last sale. */
  lastPurchaseDate?: string;
  lastPurchasePrice?: number;
}

export interface AgentHomes {
  items: AgentHome[];
  /** More valuations were owned than `agentHomesLimit`: the newest were answered. */
  truncated?: true;
}

/** The code of the last-listing answer when the building has units and none was given (document 3 §2.7). */
export const unitRequiredCode = 1450;

/** The longest text `GET /addressComplete?q=` searches for (longer: 'An address has at most 100 characters.'). */
export const addressQueryMaxLength = 100;

/** `GET /addressComplete?q=`: one building (or house) address. */
export interface AddressSuggestion {
  type: 'houseNumber';
  /** The locationId: the address's slug (street address and city), e.g. `88-harbour-street-toronto`. */
  id: string;
  address: {
    houseNumber: string;
    street: string;
    unit?: string;
    city: string;
    neighbourhoodId: string;
    neighbourhood: string;
  };
  /** `88 Harbour Street, Toronto`. */
  label: string;
  /**
   * A building's units with a listing, sorted; absent for a house (present for one whose
   * basement was listed as a unit, where the unit is optional: the service says when it is required).
   */
  units?: string[];
}

export interface AddressCompleteAnswer {
  items: AddressSuggestion[];
}

/** A purchase price the form accepts (`purchasePriceRange`); the service takes a lower stored one for no sale. */
export const purchasePriceLimits = { min: 10_000, max: 1_000_000_000 } as const;

/** The confirmed (or adjusted) value an agent may give (issue 25): whole dollars, inclusive. */
export const confirmedValueLimits = { min: 10_000, max: 100_000_000 } as const;

/**
 * The home's last sale (issue 25 "Sales are sales"): a listing of the same address and unit
 * with status sold and sale type Sale, never a lease.
 */
export interface LastSale {
  mls: string;
  soldPrice: number;
  soldDate: string;
  /**
   * The home as that sale's listing gave it, when a later listing (a lease, a relisting) is the
   * last one: the facts the sale was made with, which the valuation compares the owner's with
   * (functions/home-value/valuing.ts `factsAsSold`). Absent when the last listing is the sale's.
   */
  facts?: SaleFacts;
}

/** A listing's facts of the home, as the valuation reads them. */
export type SaleFacts = Pick<
  LastListing,
  'type' | 'bedroom' | 'brPlus' | 'bathroom' | 'parking' | 'footageFrom' | 'footageTo' | 'lotFront' | 'lotDepth'
>;

/**
 * `GET /homevalue/lastlisting?locationId=&unit=`: the address's latest listing. Sold facts only
 * for a signed-in caller (document 3 §6); `masked` says they were withheld.
 */
export interface LastListing {
  mls: string;
  address: string;
  unit?: string;
  displayAddress: string;
  type: PropertyType;
  bedroom: number;
  /** Rooms beyond the bedrooms (dens), as the board gives them (`3+1`); absent when none. */
  brPlus?: number;
  bathroom: number;
  /** The listing's spaces, garage and driveway; absent when the board did not give them. */
  parking?: number;
  footageFrom?: number;
  footageTo?: number;
  lotFront?: number;
  lotDepth?: number;
  status: PropertySummary['status'];
  listDate: string;
  soldPrice?: number;
  soldDate?: string;
  /**
   * A listing that is not a deal, put on the market in a month in which a deal of its address
   * closed: a visitor sees its list date to the month only (shared/search/masking.ts
   * `isListedInDealMonth`). Absent otherwise, and on valuations made before it was kept.
   */
  listedInDealMonth?: true;
  /**
   * The address's last sale, this listing's or an earlier one's (a home whose last listing was
   * a lease looks further back); absent when it never sold. Signed-in callers only, like the
   * sold facts.
   */
  lastSale?: LastSale;
  /**
   * The earliest year the home can have been built, from its listings' building-age ranges
   * (`6-15` on a 2024 listing: 2008): an improvement completed before it is refused.
   */
  earliestYearBuilt?: number;
  masked?: boolean;
}

/** The 400 of the last-listing call for a building with units and no unit. */
export interface UnitRequiredBody {
  code: typeof unitRequiredCode;
  message: typeof homeValueMessages.unitRequired;
}

/** Document 3 §3 "Home improvement". */
export interface HomeImprovement {
  randomId: string;
  area: string;
  cost: number;
  completionDate: string;
}

/**
 * The valuation body (`POST /homevalue`, `PUT /homevalue/{id}`): document 3 §3 Home valuation
 * `request`, as the server stores it. Size: `footageFrom` (the form's, or the first part of a
 * `footage` range such as `1000-1199`), `footageTo` the range's end when one was given.
 * Purchase facts and improvements are dropped for an anonymous caller (document 3 §5, §6).
 */
export interface ValuationRequest {
  locationId: string;
  unit?: string;
  type: PropertyType;
  footage?: number;
  footageFrom?: number;
  footageTo?: number;
  bedroom: number;
  bathroom: number;
  parking: number;
  lotFront?: number;
  lotDepth?: number;
  purchaseDate?: string;
  purchasePrice?: number;
  homeImprovements?: HomeImprovement[];
  /** The address as the form shows it (the suggestion's label). */
  address: string;
}

/**
 * What moved the value beyond the model and the comparables (issue 25), for signed-in viewers
 * only (DECISIONS row 47): the home's own sale carried to the value's date, and what each of
 * the owner's improvements added. Never in a visitor's answer or a share link's.
 */
export interface ValueExplanation {
  /**
   * The home's last sale (the owner's purchase, or the listing's), carried along its area's
   * price index to the value's date, adjusted for the facts changed since, plus the improvements
   * since (`carriedPrice`), and its share
   * of the value (`weight`, 0–1).
   */
  carriedSale?: {
    date: string;
    price: number;
    source: 'listing' | 'purchase';
    carriedPrice: number;
    weight: number;
    /**
     * What the rest of the estimate, recent sales of similar homes nearby and the model, puts
     * the home at before improvements: what the sale is weighed against (QA 33: without it the
     * lines did not add up to the value). Absent on valuations stored before it was kept.
     */
    blendValue?: number;
    /**
     * What the home's facts as the owner gives them, where they differ from its listing's (a
     * bathroom added since), add to the carried price (negative: take away), and which differ.
     */
    factsChanged?: { added: number; facts: ChangedFact[] };
    /**
     * Why it counts for nothing, when its weight rounds to 0%: no weight learned yet (too few
     * homes sold twice), its age, or how far above or below similar homes' sales it lies.
     */
    setAside?: OwnSaleLimit;
  };
  /** The home's last sale when it is older than its area's price index (from `indexFrom`, `YYYY-MM`): not carried. */
  saleBeforeIndex?: { date: string; source: 'listing' | 'purchase'; indexFrom: string };
  /**
   * With no sale carried: what the home's facts as the owner gives them, where they differ from
   * its last listing's (a bedroom more), add to the value (negative: take away), and which differ.
   */
  factsVsListing?: { added: number; facts: ChangedFact[] };
  improvements?: {
    /** The owner's improvements, in their order, each with what it added (0 before the last sale). */
    items: {
      randomId: string;
      area: string;
      cost: number;
      completionDate: string;
      added: number;
      beforeLastSale: boolean;
      /** A condo unit's work on its building (its roof): the corporation's, adding nothing to the unit. */
      commonElement?: boolean;
      /**
       * Work facts the owner gives also hold: a bathroom added (more bathrooms than the record),
       * an addition (a larger size, more bedrooms, the bathroom its words name), a finished
       * basement (more bedrooms). The two count once, at the larger: `added` is what the work adds
       * beyond the facts' worth. A valuation stored before December 2026 and not yet revalued
       * gives one fact, as a string (the explanation card reads both).
       */
      inFacts?: readonly FactHoldingWork[] | FactHoldingWork;
      /** Held work: what the facts holding it add for it (already in the value before improvements). */
      factWorth?: number;
      /** Held by more than one of the bathrooms added (`Added two bathrooms`): how many. */
      bathroomsHeld?: number;
      /** The cap cut what it adds (the cut falls on the largest additions first: an absurd cost's). */
      capped?: boolean;
    }[];
    added: number;
    /** Together they hit the cap: a quarter of the value before them. */
    capped: boolean;
  };
}

/**
 * One valuation (document 3 §3 "Home valuation"), as this caller may see it: `privateNotes`
 * only for the owner's agent and admins, never the owner; `userId` (the owner) only for agents
 * and admins; `shareToken` for everyone who may read the valuation; `user` absent while the
 * valuation is anonymous.
 */
export interface HomeValuation {
  id: string;
  createdAt: string;
  printRequestAt?: string;
  userId?: string;
  user?: { firstName: string; lastName: string };
  agent?: AgentBranding;
  request: ValuationRequest;
  lastListing?: LastListing;
  /**
   * The home's last sale as this caller may know it (`homeLastSale`): the owner's purchase when
   * given, else the listing's last sale (signed-in callers only). Never a lease.
   */
  lastPurchaseDate?: string;
  lastPurchasePrice?: number;
  /** What the home's own sale and the owner's improvements did to the value (signed-in viewers). */
  explanation?: ValueExplanation;
  displayAddress: string;
  instanceValue: number;
  instanceValueDate: string;
  lowerRange: number;
  upperRange: number;
  confirmed: boolean;
  confirmedValue?: number;
  confirmedAt?: string;
  /** After `confirmedAt`, when the owner last changed the home's details: the confirmation was of other facts. */
  detailsChangedAt?: string;
  agentNotes?: string;
  privateNotes?: string;
  receiveUpdates: ReceiveUpdates;
  discussionRequestedAt?: string;
  shareToken: string;
  /**
   * The facts as stored, as a short hash: send it back with `PUT /homevalue/{id}` and a save from
   * a form opened before they changed elsewhere is refused (409) instead of putting them back.
   * Signed-in parties only.
   */
  factsStamp?: string;
}

/** `POST /homevalue`: the valuation, and for an anonymous caller the secret that claims it. */
export type CreatedValuation = HomeValuation & {
  /** 256 random bits, base64url; stored hashed; shown once. Claim it with `POST /homevalue/{id}/claim`. */
  claimSecret?: string;
};

/** `GET /homevalue`, `GET /homevalue/agent`: a page, newest first; pass `next` as `cursor`. */
export interface ValuationPage {
  items: HomeValuation[];
  next?: string;
}

/**
 * `GET /homevalue/{id}/chart`: `[timestamp in ms, value]`, oldest first, one a Toronto day
 * (the day's last value), stamped at 00:00 UTC of that date: read the stamp in UTC to get the
 * day (DECISIONS row 5). Points before the Toronto day of the valuation's `createdAt` are
 * back-cast from the area price index (DECISIONS row 42), one a month, drawn as estimated.
 */
export type ChartPoint = [number, number];

/** `GET /homevalue/{id}/similarSolds` (DECISIONS row 21): property summaries, masked as elsewhere. */
export interface SimilarProperties {
  sold: PropertySummary[];
  active: PropertySummary[];
}

/**
 * `GET /homevalue/shared/{token}`: what a share link shows anyone: no purchase facts, notes,
 * improvements or owner name.
 */
export interface SharedValuation {
  displayAddress: string;
  type: PropertyType;
  bedroom: number;
  /** The listing's dens when the valuation counted them (`roomsRead`, with `bedroom`): the view says `3+1`. */
  dens?: number;
  bathroom: number;
  parking: number;
  /**
   * The size valued, sq ft: the owner's or the listing's range (`valuedInteriorSize`); the two
   * equal for an exact size, `footageTo` absent for an open range ('5,000+').
   */
  footageFrom?: number;
  footageTo?: number;
  /** The lot valued, ft: each side the owner gave, else the listing's (`valuedLot`). */
  lotFront?: number;
  lotDepth?: number;
  /**
   * The value, its range and day: never resting on the home's own sale (the owner's purchase or
   * the listing's), which a link's reader may not learn (DECISIONS row 47): such a home is
   * valued as if no sale were on record.
   */
  instanceValue: number;
  instanceValueDate: string;
  lowerRange: number;
  upperRange: number;
  confirmed: boolean;
  confirmedValue?: number;
  confirmedAt?: string;
  /** Today's value carried back along the area's price index, oldest first, to today's. */
  chart: ChartPoint[];
  /** The instant before which the chart's points are estimated from the area's price trend (all but today's). */
  estimatedBefore: string;
  agent?: AgentBranding;
}
