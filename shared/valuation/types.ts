import type { PropertyType } from '../property-types';

/**
 * What the model knows of a home, sold or to be valued. Every field beyond location, type,
 * bedrooms and bathrooms is optional: a data set gives what it has (the GTA boards give a
 * footage range and a lot; King County gives exact sizes, grade, condition and view).
 */
export interface ValuationHome {
  lat: number;
  lon: number;
  /** Neighbourhood id (a GTA slug such as `casa-loma`, or a data set's own: a zip code). */
  neighbourhood?: string;
  /** The price-index area: the board's area (`Toronto`, `Peel`, …) or a data set's own. */
  area?: string;
  /**
   * The street address and unit as the listings spell them (a data set's own record id): a home's
   * own sales are never its comparables (`homeKeyOf`), so its sale enters the value only through
   * the own-sale term, and only for whom DECISIONS 47 allows.
   */
  address?: string;
  unit?: string;
  type: PropertyType;
  bedrooms: number;
  /** Dens and other rooms beyond the bedrooms (the board's `brPlus`). */
  dens?: number;
  bathrooms: number;
  parking?: number;
  /** Interior size in square feet, when known exactly. */
  sqft?: number;
  /** The board's size range (`1000-1199`): from and, unless open-ended, to. */
  footageFrom?: number;
  footageTo?: number;
  /** Lot frontage and depth in feet (freeholds). */
  lotFront?: number;
  lotDepth?: number;
  /** Lot area in square feet, when a data set gives it instead of frontage and depth. */
  lotSqft?: number;
  yearBuilt?: number;
  yearRenovated?: number;
  stories?: number;
  /** Where a data set grades homes (King County: condition 1–5, grade 1–13, view 0–4). */
  condition?: number;
  grade?: number;
  view?: number;
  waterfront?: boolean;
  basementSqft?: number;
}

/**
 * How many times the comparables' value a home's own sale, carried to the date, may be (or what
 * fraction of it) and still count (own-sale.ts `farGapLog`); the value chart draws a purchase only
 * that near its line (web value-chart-series.ts `purchaseOnScale`).
 */
export const farSaleRatio = 2.5;

/**
 * The facts an owner can edit (bedrooms, dens, bathrooms, parking, size, lot): those of the home
 * as it sold, beside the owner's, adjust the carried sale for what has changed (`homeAsSold`).
 */
export const editableFacts = [
  'bedrooms',
  'dens',
  'bathrooms',
  'parking',
  'sqft',
  'footageFrom',
  'footageTo',
  'lotFront',
  'lotDepth',
  'lotSqft',
] as const;
export type HomeFacts = Pick<ValuationHome, (typeof editableFacts)[number]>;

/** The kinds of home improvement the model knows a recoup share for (issue 25). */
export const improvementKinds = ['kitchen', 'bathroom', 'basement', 'roof', 'windows', 'addition', 'other'] as const;
export type ImprovementKind = (typeof improvementKinds)[number];

/** An improvement as the model reads it: what, what it cost and when it was completed. */
export interface ValuationImprovement {
  kind: ImprovementKind;
  /** Whole dollars, as the owner typed it (absurd costs are capped by the model, not refused). */
  cost: number;
  /** `YYYY-MM-DD`. */
  completedOn: string;
  /**
   * The facts that also hold this work: the owner gives more bathrooms than the home's record (a
   * bathroom added), a larger size or more bedrooms (an addition; bedrooms a finished basement
   * too). The facts and the work then count once, at the larger of the two: the work adds only
   * what its share exceeds the facts' worth by (the value with the facts as given less the value
   * with them as before the work, `ValuationSubject.beforeWork`). The caller decides which work a
   * fact holds (functions/home-value/valuing.ts).
   */
  inFacts?: readonly FactHoldingWork[];
  /** Held by the bathrooms: which bathroom added above the record it is (1: the first). */
  addedBathroom?: number;
  /** Held by more than one bathroom (`Added two bathrooms`): how many, from `addedBathroom` on. */
  bathroomsHeld?: number;
}

/** The facts an improvement's work can also be given as: an addition's floor area, its bedrooms, a bathroom added. */
export const factsHoldingWork = ['size', 'bedrooms', 'bathrooms'] as const;
export type FactHoldingWork = (typeof factsHoldingWork)[number];

/**
 * What the facts holding work add to a value, each in the home with the facts before it in
 * `factsHoldingWork` as before the work: the larger size's, the bedrooms added's, and each
 * bathroom's added above the record (the first first).
 */
export interface FactWorth {
  size?: number;
  bedrooms?: number;
  bathrooms?: number[];
}

/**
 * A home to value, with what its caller may tell of its own history (issue 25, DECISIONS row
 * 47): the owner's purchase, the home's own last sale where the caller may know it (a listing's
 * sale only for a signed-in owner), and the owner's improvements.
 */
export interface ValuationSubject extends ValuationHome {
  /**
   * The interior size on record (sq ft): the home's listing's, else the size its valuation was
   * first given (functions/home-value/valuing.ts). The comparables are the sales most like the
   * home as recorded; the size the owner gives then adjusts each of them, so a larger size never
   * lowers the value (issue 25). Without it (a sale), the comparables are found for the size given.
   */
  recordedSize?: number;
  /**
   * A unit that may not be one home of its address (`U1203` where `1203` was listed, or 'Bsmt' of
   * a house: functions/home-value `subjectAt`): which of the address's sales is its own is not
   * known, so none of them is its comparable. Were they, a visitor could spell a unit so as to
   * miss its key and have its own sale back at 0 m (review 39 M2, review 40).
   */
  unlistedUnit?: true;
  purchase?: { date: string; price: number };
  /**
   * The home's facts as its last listing gives them, for a home with no own sale to carry (the
   * owner's facts read against them as `ownSale.asSold` reads a sale's): what the facts the owner
   * gives differently add is then explained (`factsVsListing`), as the carried sale's are
   * (QA 75a L1: a fourth bedroom moved the value by $30,952 and nothing said why).
   */
  asListed?: HomeFacts;
  /**
   * The home's own last sale: the listing's (signed-in owners only) or the owner's typed purchase.
   * `asSold`: the home's facts as the records give them for that sale; where the subject's differ
   * (an owner who added a bathroom), the carried sale is adjusted by the model for the difference,
   * as a comparable is. Without it, the home is taken to have sold as it is now.
   */
  ownSale?: {
    date: string;
    price: number;
    source: 'listing' | 'purchase';
    asSold?: HomeFacts;
    /**
     * What share of the size given above the size `asSold` gives the home was bought with (0–1):
     * a purchase typed long after the record, with additions between them and since, the share
     * the ones before it cost (by count where a cost is $0). The sale is carried for the rest of
     * the difference, in value: the part bought is the same part of the way from the home as
     * sold to it at the size given. Read only where both sizes are known and the given larger.
     */
    sizeShareBought?: number;
  };
  improvements?: ValuationImprovement[];
  /**
   * The facts as they were before the work an improvement's `inFacts` names: the interior size
   * (sq ft), the bedrooms (the listed dens kept beside them) and the bathrooms the records
   * give. What the facts given add over these is their worth.
   */
  beforeWork?: Partial<Record<FactHoldingWork, number>> & {
    /** The dens beside the bedrooms before: the home before the work, in the home and as sold. */
    dens?: number;
  };
}

/** The home's own sale carried to the valuation date along its area index, and its weight in the blend. */
export interface CarriedSale {
  date: string;
  price: number;
  source: 'listing' | 'purchase';
  /** The sale price carried along the index, adjusted for the facts changed since, plus the improvements since. */
  carriedPrice: number;
  /**
   * What the facts the subject gives differently from the home as it sold add to the carried
   * price (negative: take away), and which they are; absent when none differ.
   */
  factsChanged?: { added: number; facts: ChangedFact[] };
  /** Its share of the final value (0–1). */
  weight: number;
  /** The rest of the blend, the comparables' and the model's value alone: what the sale is weighed against. */
  blendValue: number;
  /**
   * What holds its weight down most (`ownSaleWeightLimit`): no weight learned (too few resales
   * to learn from), its age, or how far above or below the comparables it lies. What an owner
   * is told when it counts for nothing.
   */
  limitedBy: OwnSaleLimit;
}

/** The facts an owner changed since the sale, as the explanation names them. */
export type ChangedFact = 'bedrooms' | 'bathrooms' | 'parking' | 'size' | 'lot';

export type OwnSaleLimit = 'notLearned' | 'age' | 'aboveComparables' | 'belowComparables';

/** What one improvement added to the value (0 when completed before the last sale). */
export interface ImprovementEffect extends ValuationImprovement {
  added: number;
  /** Completed on or before the home's last sale: already in that price. */
  beforeLastSale: boolean;
  /** A condo's work on its building (its roof: `commonElementKinds`): the corporation's, adding nothing to the unit. */
  commonElement?: boolean;
  /** The cap cut what it adds (the cut falls on the largest additions first: an absurd cost's). */
  capped?: boolean;
  /**
   * Work facts also hold (`inFacts`): the part of those facts' worth counted for it, already in
   * the value before improvements; with `added`, what the work is worth in the value.
   */
  factWorth?: number;
}

/** A closed sale: the homes the model learns from and the comparables it shows. */
export interface ValuationSale extends ValuationHome {
  /** Stable id: the MLS number, or a data set's record id. */
  id: string;
  /** The sale (deal) date, `YYYY-MM-DD`. */
  date: string;
  /** Whole dollars. */
  price: number;
}

/** A comparable as the estimate shows it: the sale, how far, and its price brought to the subject. */
export interface ValuedComparable {
  sale: ValuationSale;
  /** Straight-line distance from the subject, metres. */
  distanceMetres: number;
  /** The sale price brought to the valuation date with the area price index. */
  timeAdjustedPrice: number;
  /** The time-adjusted price, adjusted by the model for the subject's differences (size, rooms, lot…). */
  adjustedPrice: number;
  /** Its share of the comparables' weight (0–1; the shown ones need not sum to 1). */
  weight: number;
}

/** Why the value is what it is: the two estimates blended and the evidence behind the range. */
export interface ValuationExplanation {
  /** The learned model's value alone (hedonic location terms + gradient-boosted trees). */
  modelValue: number;
  /** The comparables' weighted adjusted price. */
  comparablesValue: number;
  /** The comparables' share of the blend (0–1): more, nearer, more recent sales weigh more. */
  comparablesShare: number;
  /** The comparables' total kernel weight: the evidence that sets the range's width. */
  support: number;
  /** How many recent sales were weighed. */
  comparablesUsed: number;
  /** The price index the comparables were brought to the date with: its key and its change over a year. */
  index: { key: string; changeOverYear: number | undefined };
  /** The owner's purchase price brought to the date with the same index, when a purchase was given. */
  indexedPurchasePrice?: number;
  /** The home's own sale, carried to the date, when the subject had one. */
  carriedSale?: CarriedSale;
  /**
   * The home's own sale when it is too old to carry: before the first month of its area's price
   * index (`indexFrom`, `YYYY-MM`), it adds nothing, and the owner is told so.
   */
  saleBeforeIndex?: { date: string; source: 'listing' | 'purchase'; indexFrom: string };
  /**
   * With no sale carried: what the facts the subject gives differently from its last listing
   * (`ValuationSubject.asListed`) add to the value (negative: take away), and which differ.
   */
  factsVsListing?: { added: number; facts: ChangedFact[] };
  /** Each improvement and what it added, and whether the total hit the cap. */
  improvements?: { effects: ImprovementEffect[]; added: number; capped: boolean };
}

export interface ValuationEstimate {
  kind: 'estimate';
  value: number;
  /** The 80% range: the sale price falls below it about 10% of the time, above it about 10%. */
  lowerRange: number;
  upperRange: number;
  /** The date of the value, `YYYY-MM-DD`: the sales used are all strictly before it. */
  date: string;
  /** The nearest similar recent sales, most weight first (up to `comparablesShown`). */
  comparables: ValuedComparable[];
  explanation: ValuationExplanation;
}

/** The service shows 'We cannot value this address yet: there are not enough recent sales nearby.' */
export interface CannotValue {
  kind: 'cannotValue';
  reason: 'outsideCoveredArea' | 'tooFewComparables';
  date: string;
  /** Recent sales of the same kind found within reach (fewer than the minimum). */
  comparablesFound: number;
}

export type ValuationResult = ValuationEstimate | CannotValue;
