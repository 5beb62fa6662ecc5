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
  /** A random tree of a few sales, each with a window of up to 3 days. */
  function randomTree(random: () => number) {
    const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
    const sales: Sale[] = Array.from({ length: int(4, 7) }, () => {
      const floor = int(0, 20);
      // Half of them known to the day (a window of 0), so that atoms of one sale can pass too.
      const ceiling = floor + (random() < 0.5 ? 0 : int(1, 2));
      return { community: int(0, 1), neighbourhood: int(-1, 1), floor, ceiling, dom: int(floor, ceiling) };
    });
    const shown = [
      random() < 0.8,
      random() < 0.8,
      random() < 0.8,
      random() < 0.8,
      random() < 0.8,
      random() < 0.8,
      random() < 0.8,
    ];
    /** The tree as the job sees it when the sales' days on market are `doms`. */
    const treeOf = (doms: readonly number[]): { tree: DomTree; groups: Map<string, number[]> } => {
      const withDoms = sales.map((sale, k) => ({ ...sale, dom: doms[k]! }));
      const groups = new Map<string, number[]>();
      const area = (id: string, members: number[], isShown: boolean) => {
        groups.set(id, members);
        return { id, bounds: boundsOf(members.map((k) => withDoms[k]!)), shown: isShown };
      };
      const all = sales.map((_, k) => k);
      const tree: DomTree = {
        gta: area('GTA', all, shown[0]!),
        communities: [0, 1].map((c) => {
          const members = all.filter((k) => sales[k]!.community === c);
          return {
            ...area(`C${c}`, members, shown[1 + c]!),
            neighbourhoods: [0, 1].map((n) =>
              area(
                `C${c}N${n}`,
                members.filter((k) => sales[k]!.neighbourhood === n),
                shown[3 + 2 * c + n]!,
              ),
            ),
          };
        }),
      };
      return { tree, groups };
    };
    return { sales, treeOf };
  }

  /**
   * What a visitor sees: each shown area's mean, or that it is withheld. Tried for every
   * assignment of days within the windows, the decision run again on each (the visitor knows
   * the windows and counts, and can run it): an assignment is possible when it shows the same.
   */
  function possibleDays(sales: Sale[], treeOf: ReturnType<typeof randomTree>['treeOf'], minimum: number) {
    const view = (doms: readonly number[]) => {
      const { tree, groups } = treeOf(doms);
      const withheld = domWithheld(tree, minimum);
      const areas = [tree.gta, ...tree.communities.flatMap((c) => [c, ...c.neighbourhoods])].filter((a) => a.shown);
      return areas
        .map((a) =>
          withheld.has(a.id) ? `${a.id}:-` : `${a.id}:${groups.get(a.id)!.reduce((t, k) => t + doms[k]!, 0)}`,
        )
        .join(' ');
    };
    const seen = view(sales.map((sale) => sale.dom));
    const possible = sales.map(() => new Set<number>());
    const doms = sales.map((sale) => sale.floor);
    const tryFrom = (i: number) => {
      if (i === sales.length) {
        if (view(doms) === seen) doms.forEach((dom, k) => possible[k]!.add(dom));
        return;
      }
      for (let dom = sales[i]!.floor; dom <= sales[i]!.ceiling; dom++) {
        doms[i] = dom;
        tryFrom(i + 1);
      }
    };
    tryFrom(0);
    return { possible, seen };
  }

  it('let no visitor narrow any sale of random trees, from the means or from which are withheld (300 trees)', () => {
    // Offered from 1 sale, so that these small trees take every path: offered, published, withheld.
    const random = seededRandom(44);
    let published = 0;
    let withheld = 0;
    for (let trial = 0; trial < 300; trial++) {
      const { sales, treeOf } = randomTree(random);
      const { possible, seen } = possibleDays(sales, treeOf, 1);
      published += (seen.match(/:\d/g) ?? []).length;
      withheld += (seen.match(/:-/g) ?? []).length;
      sales.forEach((sale, k) =>
        expect(possible[k]!.size, `trial ${trial}, sale ${k}, ${seen}`).toBe(sale.ceiling - sale.floor + 1),
      );
    }
    // Both happen: the test is not of a rule that hides everything, or nothing.
    expect(published).toBeGreaterThan(50);
    expect(withheld).toBeGreaterThan(50);
  });

  it('offers no mean of fewer than 10 sales, nor a parent whose residual is 1 to 9', () => {
    const area = (id: string, count: number, shown = true) => ({
      id,
      shown,
      bounds: { count, sum: 15 * count, floor: 0, ceiling: 30 * count, widest: 30 },
    });
    const withheld = domWithheld({
      gta: area('GTA', 60),
      communities: [
        { ...area('A', 30), neighbourhoods: [area('A1', 12), area('A2', 9)] },
        { ...area('B', 30), neighbourhoods: [area('B1', 25), area('B2', 5, false)] },
      ],
    });
    // A's residual after A1 is 18; B's after B1 would be 5, so B1 is not offered; A2 has 9.
    expect([...withheld].sort()).toEqual(['A2', 'B1']);
  });
});
