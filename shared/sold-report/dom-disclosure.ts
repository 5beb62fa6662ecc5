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
 * taken as its parent's, which is at least as wide.
 */

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
const dayOf = (date: string) => Math.round(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / dayMs);

/**
 * One sale's least and most days on market within its sold month: sold on the month's first
 * day (or its list day, when listed in that month), or on its last.
 */
export function domWindowOf(sale: { dom: number; soldDate: string; listDate: string }): {
  floor: number;
  ceiling: number;
} {
  const sold = dayOf(sale.soldDate);
  const [year, month] = sale.soldDate.split('-').map(Number) as [number, number];
  const first = Date.UTC(year, month - 1, 1) / dayMs;
  const last = Date.UTC(year, month, 0) / dayMs;
  const earliest = Math.max(first, dayOf(sale.listDate));
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
 * The shown areas whose mean days on market a visitor must not see, for one month and type: a
 * shown area is withheld while it, or its residual, narrows a sale below its month. Withholding
 * only ever grows a residual, so this settles.
 */
export function domWithheld(tree: DomTree): Set<string> {
  const withheld = new Set<string>();
  const published = (area: DomArea) => area.shown && !withheld.has(area.id);
  const boundsOf = (areas: readonly DomArea[]) => areas.filter(published).map((area) => area.bounds);
  let settled = false;
  while (!settled) {
    settled = true;
    const withhold = (area: DomArea) => {
      withheld.add(area.id);
      settled = false;
    };
    for (const community of tree.communities) {
      for (const neighbourhood of community.neighbourhoods)
        if (published(neighbourhood) && !narrowsNoSale(neighbourhood.bounds)) withhold(neighbourhood);
      if (published(community) && !narrowsNoSale(minus(community.bounds, boundsOf(community.neighbourhoods))))
        withhold(community);
      if (published(community) && !narrowsNoSale(community.bounds)) withhold(community);
    }
    const { gta } = tree;
    if (published(gta)) {
      const inside = tree.communities.flatMap((community) =>
        published(community) ? [community.bounds] : boundsOf(community.neighbourhoods),
      );
      if (!narrowsNoSale(gta.bounds) || !narrowsNoSale(minus(gta.bounds, inside))) withhold(gta);
    }
  }
  return withheld;
}
