import type KDBush from 'kdbush';
import type { ValuationSettings } from './settings';

/** A sale near a subject and how much it counts: the kernel of distance, recency, size and type. */
export interface Neighbour {
  row: number;
  distanceKm: number;
  weight: number;
}

/** What the search needs of the sales (columns of the sales index). */
export interface NeighbourColumns {
  day: Int32Array;
  x: Float64Array;
  y: Float64Array;
  logSize: Float64Array;
  type: Int8Array;
  /** Which home each sale is of (-1: not known), so a home's own sales are never its neighbours. */
  home: Int32Array;
}

export interface NeighbourQuery {
  x: number;
  y: number;
  logSize: number;
  type: number;
  /** Only sales strictly before this day… */
  day: number;
  /** …and at most `lookbackDays` before it. */
  k: number;
  /** The subject's home (`NeighbourColumns.home`; -1 or absent: none of the sales). */
  home?: number;
  /** Other homes none of whose sales is a neighbour (every home at the address of an unlisted unit). */
  homes?: readonly number[];
}

/**
 * The `k` heaviest sales of one segment near a point, sold before `day`: the search widens
 * from `startRadiusKm` (doubling) until it holds `k` or reaches `maxRadiusKm`.
 */
export function searchNeighbours(
  tree: KDBush | undefined,
  rowsOfTree: Int32Array,
  columns: NeighbourColumns,
  query: NeighbourQuery,
  settings: ValuationSettings['comparables'],
): Neighbour[] {
  if (!tree) return [];
  const { day, x, y, logSize, type, home } = columns;
  // A home's own sales are never its neighbours: its sale enters the value once, through the
  // own-sale term and its learned weight (own-sale.ts), and only for a viewer who may see it
  // (DECISIONS 47: a visitor's estimate never rests on the listing's sale).
  const ownHome = query.home !== undefined && query.home >= 0 ? query.home : -2;
  const leftOut = query.homes ?? [];
  const earliest = query.day - settings.lookbackDays;
  let radius = settings.startRadiusKm;
  let found: number[] = [];
  for (;;) {
    found = [];
    for (const id of tree.within(query.x, query.y, radius)) {
      const row = rowsOfTree[id]!;
      const d = day[row]!;
      if (d < query.day && d >= earliest && home[row] !== ownHome && !leftOut.includes(home[row]!)) found.push(row);
    }
    if (found.length >= query.k || radius >= settings.maxRadiusKm) break;
    radius = Math.min(settings.maxRadiusKm, radius * 2);
  }
  const neighbours: Neighbour[] = [];
  for (const row of found) {
    const distanceKm = Math.hypot(x[row]! - query.x, y[row]! - query.y);
    if (distanceKm > settings.maxRadiusKm) continue;
    const sizeGap =
      Number.isNaN(query.logSize) || Number.isNaN(logSize[row]!) ? 0 : Math.abs(logSize[row]! - query.logSize);
    const weight =
      Math.exp(
        -distanceKm / settings.distanceKm - (query.day - day[row]!) / settings.ageDays - sizeGap / settings.logSize,
      ) * (type[row] === query.type ? 1 : settings.otherType);
    neighbours.push({ row, distanceKm, weight });
  }
  // Heaviest first; ties by row (date order) so the answer never depends on the tree's order.
  neighbours.sort((a, b) => b.weight - a.weight || a.row - b.row);
  return neighbours.length > query.k ? neighbours.slice(0, query.k) : neighbours;
}
