import { propertyTypes } from '../property-types';
import { resultCap } from './filters';
import type { Marker, MarkersAnswer, PropertySummary } from './types';

/** Cluster circles by the number of digits of their count (document 3 §9.1). */
export const clusterSizes = [32, 42, 56, 72, 96, 112] as const;

export function clusterSize(count: number): number {
  const digits = String(Math.max(1, Math.floor(Math.abs(count)))).length;
  return clusterSizes[Math.min(digits, clusterSizes.length) - 1]!;
}

/** How far a click on a big cluster zooms in (document 3 §9.1). */
export const clusterZoomStep = 3;
export const clusterListLimit = 20;

/**
 * What a click on a marker does (document 3 §2.3): a cluster of 20 or more whose ids are not
 * all listed zooms in by 3; anything else opens its listings (one: the quick-view card,
 * several: the list).
 */
export function markerAction(marker: Pick<Marker, 'type' | 'count' | 'ids'>): 'zoom' | 'open' {
  const allListed = marker.ids !== undefined && marker.ids.length >= marker.count;
  return marker.type === 'cluster' && marker.count >= clusterListLimit && !allListed ? 'zoom' : 'open';
}

/** The listing numbers a marker opens: its ids, or its own id for a single listing. */
export const markerIds = (marker: Pick<Marker, 'mid' | 'ids'>): string[] => marker.ids ?? [marker.mid];

/** The count of a view (document 3 §7.2): a capped total is summed from the markers instead. */
export function markersCount({ total, markers }: MarkersAnswer): number {
  return total >= resultCap ? markers.reduce((sum, marker) => sum + marker.count, 0) : total;
}

/** The count line over the map: "1 listing", "12,500 listings" (QA 72a L1: it read "1 listings"). */
export function markersCountLine(answer: MarkersAnswer): string {
  const count = markersCount(answer);
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'listing' : 'listings'}`;
}

/**
 * The quick-view list's order (document 3 §7.2): by sold price (highest first; unsold or
 * hidden last), then type (in the product's type order), then list price (highest first).
 */
export function sortQuickView<T extends Pick<PropertySummary, 'soldPrice' | 'type' | 'listingPrice'>>(
  listings: readonly T[],
): T[] {
  const typeRank = (type: string) => {
    const rank = (propertyTypes as readonly string[]).indexOf(type);
    return rank === -1 ? propertyTypes.length : rank;
  };
  return [...listings].sort(
    (a, b) =>
      (b.soldPrice ?? -1) - (a.soldPrice ?? -1) ||
      typeRank(a.type) - typeRank(b.type) ||
      b.listingPrice - a.listingPrice,
  );
}
