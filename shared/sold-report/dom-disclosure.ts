/**
 * Whether a visitor may see an area's mean days on market (DECISIONS row 35: no visitor query
 * sequence may narrow a sold date below its calendar month).
 *
 * A visitor knows each sale's month (the sold windows) and can know its list day: it is shown
 * while the home is for sale, and MLS numbers are issued in list order, so a deal's number
 * places it between listings whose days are shown (QA 44 H1: 78% of masked deals' list days
 * recovered exactly). Days on market are the sold day less the list day, so a cell's mean, times
 * its count (public from 3 sales), gives the sum of its sales' sold days. When that sum lies
 * near the least or the most its sales' months allow, it pins them: three townhouses listed
 * early in October with a mean of 25.67 days could only have sold on October 30 and 31.
 *
 * Each sale's days on market can be anything from its `floor` (sold on the first day of its
 * month, or on its list day if later) to its `ceiling` (sold on the month's last day). A sum
 * narrows no sale of the group below its month iff it is at least the floors' sum plus the
 * widest sale's span and at most the ceilings' sum less it: whatever one sale's day, the others
 * can make up the sum. Two groups that each narrow nothing make a union that narrows nothing
 * (the sums add, the widest is the wider), so, as in `disclosure.ts`, it is enough that every
 * atom a visitor can isolate narrows nothing: each area whose mean is shown, and each shown
 * parent's residual (its sales less those of its shown children). A residual's widest sale is
 * taken as its parent's, which is at least as wide. Which means are shown must not depend on
 * the days beyond that (`domWithheld`: all of a month and type, or none).
 */

import { dayNumber } from '../valuation/dates';

/** What a group of sales' days on market are, and the most and least they could be within their months. */
export interface DomBounds {
  count: number;
  sum: number;
  floor: number;
  ceiling: number;
  /** The largest `ceiling − floor` of one sale. */
  widest: number;
}

export const noDomBounds: DomBounds = { count: 0, sum: 0, floor: 0, ceiling: 0, widest: 0 };

const dayMs = 86_400_000;

/**
 * One sale's least and most days on market within its sold month: sold on the month's first
 * day (or its list day, when listed in that month), or on its last.
 */
export function domWindowOf(sale: { dom: number; soldDate: string; listDate: string }): {
  floor: number;
  ceiling: number;
} {
  const sold = dayNumber(sale.soldDate);
  const [year, month] = sale.soldDate.split('-').map(Number) as [number, number];
  const first = Date.UTC(year, month - 1, 1) / dayMs;
  const last = Date.UTC(year, month, 0) / dayMs;
  const earliest = Math.max(first, dayNumber(sale.listDate));
  return { floor: sale.dom - Math.max(0, sold - earliest), ceiling: sale.dom + Math.max(0, last - sold) };
}

/** Whether a group's sum of days on market narrows none of its sales' sold days below its month. */
export function narrowsNoSale(group: DomBounds): boolean {
  if (group.count <= 0) return true;
  return group.sum >= group.floor + group.widest && group.sum <= group.ceiling - group.widest;
}

const minus = (whole: DomBounds, parts: readonly DomBounds[]): DomBounds =>
  parts.reduce(
    (rest, part) => ({
      count: rest.count - part.count,
      sum: rest.sum - part.sum,
      floor: rest.floor - part.floor,
      ceiling: rest.ceiling - part.ceiling,
      widest: rest.widest,
    }),
    whole,
  );

export interface DomArea {
  id: string;
  bounds: DomBounds;
  /** Whether its sold figures are shown to visitors (`visitorDisclosure`). */
  shown: boolean;
}

export interface DomTree {
  gta: DomArea;
  communities: (DomArea & { neighbourhoods: DomArea[] })[];
}

/**
 * A mean of days on market is offered to visitors only for this many sales or more (and a shown
 * parent's residual only when it is 0 or this many): which means are offered is then decided by
 * counts alone, which say nothing of the days, and a sum of 10 sales' days lies within one
 * month's span of its least or its most about once in a hundred thousand atoms.
 */
export const minimumSalesForDom = 10;

/**
 * The shown areas whose mean days on market a visitor must not see, for one month and type.
 *
 * Which means are offered is decided by counts alone (`minimumSalesForDom`, as `disclosure.ts`
 * decides the cells: a community's offered neighbourhoods, smallest first, are dropped while its
 * residual is 1 to 9 sales; the GTA is not offered while its residual is). Then either every
 * offered mean is published, when every atom narrows no sale, or none is (review 44 H1: a
 * withholding decided area by area tells the visitor that that area's sum lies near an edge,
 * and with a parent's sum that ruled days out). All or none, a blank says only that some atom
 * is near an edge, which, whatever one sale's day, the others' days can make true: it rules out
 * nothing.
 */
export function domWithheld(tree: DomTree, minimum = minimumSalesForDom): Set<string> {
  const enough = (count: number) => count === 0 || count >= minimum;
  const offered = new Set<string>();
  const offer = (area: DomArea) => area.shown && area.bounds.count >= minimum && offered.add(area.id);
  const bySmallest = (a: DomArea, b: DomArea) =>
    a.bounds.count - b.bounds.count || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const sumOf = (areas: readonly DomArea[]) => areas.reduce((total, area) => total + area.bounds.count, 0);
  for (const community of tree.communities) {
    community.neighbourhoods.forEach(offer);
    if (!offer(community)) continue;
    const children = community.neighbourhoods.filter((n) => offered.has(n.id)).sort(bySmallest);
    while (!enough(community.bounds.count - sumOf(children))) offered.delete(children.shift()!.id);
  }
  const inside = (communities: DomTree['communities']) =>
    communities.flatMap((community) =>
      offered.has(community.id) ? [community] : community.neighbourhoods.filter((n) => offered.has(n.id)),
    );
  if (offer(tree.gta) && !enough(tree.gta.bounds.count - sumOf(inside(tree.communities)))) offered.delete(tree.gta.id);

  const boundsOf = (areas: readonly DomArea[]) => areas.map((area) => area.bounds);
  const atoms: DomBounds[] = [];
  for (const community of tree.communities) {
    atoms.push(...boundsOf(community.neighbourhoods.filter((n) => offered.has(n.id))));
    if (offered.has(community.id))
      atoms.push(minus(community.bounds, boundsOf(community.neighbourhoods.filter((n) => offered.has(n.id)))));
  }
  if (offered.has(tree.gta.id)) atoms.push(minus(tree.gta.bounds, boundsOf(inside(tree.communities))));
  const allShown = [tree.gta, ...tree.communities.flatMap((c) => [c, ...c.neighbourhoods])].filter((a) => a.shown);
  const publishes = atoms.every(narrowsNoSale);
  return new Set(allShown.filter((area) => !publishes || !offered.has(area.id)).map((area) => area.id));
}
