import { describe, expect, it } from 'vitest';
import {
  domWindowOf,
  domWithheld,
  narrowsNoSale,
  noDomBounds,
  type DomBounds,
  type DomTree,
} from '@shared/sold-report/dom-disclosure';
import { seededRandom } from '@shared/valuation/seeded-random';

/** DECISIONS row 35: a visitor's mean days on market never narrows a sale's sold day below its month. */
describe("a sale's days-on-market window", () => {
  it('runs from its month’s first day, or its list day when listed in that month, to its last', () => {
    // Listed in September, sold on October 10 after 39 days: 30 days (Oct 1) to 60 (Oct 31).
    expect(domWindowOf({ dom: 39, listDate: '2026-09-01', soldDate: '2026-10-10' })).toEqual({
      floor: 30,
      ceiling: 60,
    });
    // Listed on October 5, sold on the 31st: 0 days (sold on its list day) to 26.
    expect(domWindowOf({ dom: 26, listDate: '2026-10-05', soldDate: '2026-10-31' })).toEqual({ floor: 0, ceiling: 26 });
    // February of a leap year has 29 days.
    expect(domWindowOf({ dom: 10, listDate: '2028-01-30', soldDate: '2028-02-09' })).toEqual({ floor: 2, ceiling: 30 });
  });

  it('is narrowed by a sum near its least or its most', () => {
    const three = (sum: number): DomBounds => ({ count: 3, sum, floor: 0, ceiling: 90, widest: 30 });
    expect([29, 30, 60, 61].map((sum) => narrowsNoSale(three(sum)))).toEqual([false, true, true, false]);
    expect(narrowsNoSale(noDomBounds)).toBe(true);
  });
});

/** A sale of the random trees: its area, its window, and its days on market. */
interface Sale {
  community: number;
  /** -1: outside every neighbourhood (in its community only). */
  neighbourhood: number;
  floor: number;
  ceiling: number;
  dom: number;
}

function boundsOf(sales: readonly Sale[]): DomBounds {
  return {
    count: sales.length,
    sum: sales.reduce((total, sale) => total + sale.dom, 0),
    floor: sales.reduce((total, sale) => total + sale.floor, 0),
    ceiling: sales.reduce((total, sale) => total + sale.ceiling, 0),
    widest: Math.max(0, ...sales.map((sale) => sale.ceiling - sale.floor)),
  };
}

describe('the areas whose mean days on market a visitor sees', () => {
  it('let no visitor narrow any sale of random trees, by every assignment of days tried (200 trees)', () => {
    const random = seededRandom(44);
    const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
    let published = 0;
    let withheldCount = 0;
    for (let trial = 0; trial < 200; trial++) {
      const sales: Sale[] = Array.from({ length: int(3, 6) }, () => {
        const floor = int(0, 20);
        const ceiling = floor + int(0, 4);
        return { community: int(0, 1), neighbourhood: int(-1, 1), floor, ceiling, dom: int(floor, ceiling) };
      });
      const shown = () => random() < 0.8;
      const inCommunity = (c: number) => sales.filter((sale) => sale.community === c);
      const tree: DomTree = {
        gta: { id: 'GTA', bounds: boundsOf(sales), shown: shown() },
        communities: [0, 1].map((c) => ({
          id: `C${c}`,
          bounds: boundsOf(inCommunity(c)),
          shown: shown(),
          neighbourhoods: [0, 1].map((n) => ({
            id: `C${c}N${n}`,
            bounds: boundsOf(inCommunity(c).filter((sale) => sale.neighbourhood === n)),
            shown: shown(),
          })),
        })),
      };
      const withheld = domWithheld(tree);
      // The groups whose sums the visitor reads.
      const groups: Sale[][] = [];
      const add = (area: { id: string; shown: boolean }, group: Sale[]) => {
        if (!area.shown) return;
        if (withheld.has(area.id)) withheldCount += 1;
        else {
          published += 1;
          groups.push(group);
        }
      };
      add(tree.gta, sales);
      tree.communities.forEach((community, c) => {
        add(community, inCommunity(c));
        community.neighbourhoods.forEach((neighbourhood, n) =>
          add(
            neighbourhood,
            inCommunity(c).filter((sale) => sale.neighbourhood === n),
          ),
        );
      });
      const sums = groups.map((group) => group.reduce((total, sale) => total + sale.dom, 0));

      // Every assignment of days on market within the windows that gives the same sums.
      const possible = sales.map(() => new Set<number>());
      const doms = sales.map((sale) => sale.floor);
      const tryFrom = (i: number) => {
        if (i === sales.length) {
          const fits = groups.every(
            (group, g) => group.reduce((total, sale) => total + doms[sales.indexOf(sale)]!, 0) === sums[g],
          );
          if (fits) doms.forEach((dom, k) => possible[k]!.add(dom));
          return;
        }
        for (let dom = sales[i]!.floor; dom <= sales[i]!.ceiling; dom++) {
          doms[i] = dom;
          tryFrom(i + 1);
        }
      };
      tryFrom(0);
      sales.forEach((sale, k) =>
        expect(possible[k]!.size, `trial ${trial}, sale ${k}`).toBe(sale.ceiling - sale.floor + 1),
      );
    }
    // Both happen: the test is not of a rule that hides everything, or nothing.
    expect(published).toBeGreaterThan(100);
    expect(withheldCount).toBeGreaterThan(50);
  });
});
