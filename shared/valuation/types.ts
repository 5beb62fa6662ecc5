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

/** A home to value, with its owner's purchase facts when known. */
export interface ValuationSubject extends ValuationHome {
  purchase?: { date: string; price: number };
}

/** A closed sale: the homes the model learns from and the comparables it shows. */
export interface ValuationSale extends ValuationHome {
  /** Stable id: the MLS number, or a data set's record id. */
  id: string;
  /** The sale (deal) date, `YYYY-MM-DD`. */
  date: string;
  /** Whole dollars. */
  price: number;
  address?: string;
  unit?: string;
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
