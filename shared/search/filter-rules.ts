import type { PropertyType } from '../property-types';
import { filterMessages } from './filters';
import type { SearchQuery } from './filters-schemas';

/**
 * The rules of the filter panel (document 3 §2.5, §5), kept out of the components so they
 * are tested as plain functions.
 */

/** What the property-type multi-select holds: `all`, or specific types. */
export type TypeChoice = PropertyType | 'all';

/** The multi-select's value for the filter's types. */
export function typeChoicesOf(types: SearchQuery['types']): TypeChoice[] {
  return types === 'all' ? ['all'] : [...types];
}

/**
 * The selection after a change (document 3 §2.5): choosing all, or making all the last pick,
 * resets to all only; picking a specific type removes all; an empty selection is all.
 * `next` lists the picks in the order they were made (the newest last).
 */
export function nextTypeChoices(next: readonly TypeChoice[]): TypeChoice[] {
  if (next.length === 0 || next[next.length - 1] === 'all') return ['all'];
  return next.filter((choice) => choice !== 'all');
}

/** The filter's types for a selection. */
export function typesOf(choices: readonly TypeChoice[]): SearchQuery['types'] {
  const specific = choices.filter((choice): choice is PropertyType => choice !== 'all');
  return choices.includes('all') || specific.length === 0 ? 'all' : specific;
}

export interface FilterCountOptions {
  /**
   * Whether the bar's own controls are in the panel only, so that they count: the active and
   * sold windows (document 3 §2.5 "when the panel hides them"), and by the same rule the price
   * and bedrooms (QA 63c M2: on a phone, three filters read "Filters 1", and a $19M minimum
   * showing no listings counted none), i.e. on narrow screens.
   */
  barInPanel: boolean;
}

export const defaultShowActive = 'all';
export const defaultShowSold = '91';

/**
 * The number on the Filters button (document 3 §2.5): each of bath, parking, lot front, lot
 * depth, min sqft, max sqft, open house and property types (other than all) that differs from
 * its default, plus, where the bar's own controls are in the panel only, the price, bedrooms and
 * the active and sold windows. Where the bar shows them, they do not count.
 */
export function appliedFilterCount(
  query: Pick<
    SearchQuery,
    | 'bath'
    | 'parking'
    | 'minLotFront'
    | 'minLotDepth'
    | 'minsqft'
    | 'maxsqft'
    | 'openHouse'
    | 'types'
    | 'showActive'
    | 'showSold'
    | 'minPrice'
    | 'maxPrice'
    | 'bed'
  >,
  { barInPanel }: FilterCountOptions,
): number {
  const changed = [
    Boolean(query.bath),
    Boolean(query.parking),
    Boolean(query.minLotFront),
    Boolean(query.minLotDepth),
    query.minsqft !== undefined,
    query.maxsqft !== undefined,
    query.openHouse,
    query.types !== 'all',
    barInPanel && query.showActive !== defaultShowActive,
    barInPanel && query.showSold !== defaultShowSold,
    barInPanel && Boolean(query.minPrice || query.maxPrice),
    barInPanel && Boolean(query.bed),
  ];
  return changed.filter(Boolean).length;
}

export type SqftField = 'minsqft' | 'maxsqft';

export type SqftChange = { ok: true; minsqft?: number; maxsqft?: number } | { ok: false; message: string };

/**
 * A change of the interior-size dropdowns (document 3 §5): a min above the max is refused
 * with the spec's message, and the change is not applied.
 */
export function changeSqft(
  current: Pick<SearchQuery, 'minsqft' | 'maxsqft'>,
  field: SqftField,
  value: number | undefined,
): SqftChange {
  const next = { minsqft: current.minsqft, maxsqft: current.maxsqft, [field]: value };
  if (next.minsqft !== undefined && next.maxsqft !== undefined && next.minsqft > next.maxsqft) {
    return { ok: false, message: filterMessages.sqftOrder };
  }
  return { ok: true, ...next };
}

/** Interior-size options of the dropdowns (document 3 §9.1). */
export const sqftOptions = [500, 1000, 2000] as const;
/** Bedrooms 0+ to 4+; bathrooms and parking 1+ to 4+ (document 3 §9.1). */
export const bedOptions = [0, 1, 2, 3, 4] as const;
export const bathOptions = [1, 2, 3, 4] as const;
export const parkingOptions = [1, 2, 3, 4] as const;

/** The active window's choices: all, hide and days since listing (document 3 §9.1). */
export const activeWindowLabels = {
  all: 'All',
  '0': 'Hide',
  '1': '1 day',
  '3': '3 days',
  '7': '7 days',
  '30': '30 days',
  '60': '60 days',
} as const;

/** The sold or leased window's choices: hide and days since the deal (document 3 §9.1). */
export const soldWindowLabels = {
  hide: 'Hide',
  '1': '1 day',
  '7': '7 days',
  '30': '30 days',
  '60': '60 days',
  '91': '3 months',
  '182': '6 months',
  '365': '1 year',
} as const;
