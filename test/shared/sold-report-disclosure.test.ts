import { describe, expect, it } from 'vitest';
import {
  isSafeResidual,
  visitorDisclosure,
  type Disclosure,
  type DisclosureInput,
} from '@shared/sold-report/disclosure';
import { seededRandom } from '@shared/valuation/seeded-random';

/**
 * The visitors' decisions (complementary suppression on GTA ⊃ community ⊃ neighbourhood), and
 * the proof that they hold: no linear combination of the cells a visitor sees (their counts
 * and sums, i.e. count × average) gives the sum of a set of 1 or 2 sales.
 */

/** Where one sale lies: its community, and its neighbourhood (none: outside every polygon). */
interface Sale {
  community: string;
  neighbourhood?: string;
}

/** A world of individual sales of one month and type, and the counts the decision is given. */
function inputOf(sales: readonly Sale[], tree: ReadonlyMap<string, readonly string[]>): DisclosureInput {
  const count = (test: (sale: Sale) => boolean) => sales.filter(test).length;
  return {
    gta: sales.length,
    communities: [...tree].map(([community, neighbourhoods]) => ({
      id: community,
      count: count((sale) => sale.community === community),
      neighbourhoods: neighbourhoods.map((id) => ({ id, count: count((sale) => sale.neighbourhood === id) })),
    })),
  };
}

/** The sales (by index) of every cell a visitor sees. */
function visibleCells(sales: readonly Sale[], disclosure: Disclosure): number[][] {
  const indices = (test: (sale: Sale) => boolean) => sales.flatMap((sale, i) => (test(sale) ? [i] : []));
  return [
    ...(disclosure.gta ? [indices(() => true)] : []),
    ...[...disclosure.communities].map((id) => indices((sale) => sale.community === id)),
    ...[...disclosure.neighbourhoods].map((id) => indices((sale) => sale.neighbourhood === id)),
  ];
}

/**
 * For every visible area, its residual: its sales outside its visible sub-areas. Computed here
 * from the sales themselves, not from the module's own arithmetic.
 */
function residuals(sales: readonly Sale[], disclosure: Disclosure): Map<string, number> {
  const result = new Map<string, number>();
  const shownNeighbourhood = (sale: Sale) =>
    sale.neighbourhood !== undefined && disclosure.neighbourhoods.has(sale.neighbourhood);
  for (const community of disclosure.communities) {
    result.set(community, sales.filter((sale) => sale.community === community && !shownNeighbourhood(sale)).length);
  }
  if (disclosure.gta) {
    const covered = (sale: Sale) => disclosure.communities.has(sale.community) || shownNeighbourhood(sale);
    result.set('GTA', sales.filter((sale) => !covered(sale)).length);
  }
  return result;
}

// Exact ranks: Gaussian elimination modulo two primes. Over the rationals the rank is the larger
// of the two, since a non-zero minor of a 0/1 matrix of at most 26 rows is below their product.
const primes = [1_000_003, 999_983];

function modInverse(value: number, p: number): number {
  let [a, b, x, y] = [value, p, 1, 0];
  while (b !== 0) {
    const q = Math.floor(a / b);
    [a, b, x, y] = [b, a - q * b, y, x - q * y];
  }
  return ((x % p) + p) % p;
}

function rankModulo(rows: readonly number[][], p: number): number {
  const m = rows.map((row) => row.map((v) => ((v % p) + p) % p));
  const columns = m[0]?.length ?? 0;
  let rank = 0;
  for (let c = 0; c < columns && rank < m.length; c++) {
    const pivot = m.findIndex((row, i) => i >= rank && row[c] !== 0);
    if (pivot < 0) continue;
    [m[rank], m[pivot]] = [m[pivot]!, m[rank]!];
    const top = m[rank]!;
    const inverse = modInverse(top[c]!, p);
    for (let i = 0; i < m.length; i++) {
      const row = m[i]!;
      if (i === rank || row[c] === 0) continue;
      const factor = (row[c]! * inverse) % p;
      for (let k = c; k < columns; k++) row[k] = (row[k]! - ((factor * top[k]!) % p) + p) % p;
    }
    rank += 1;
  }
  return rank;
}

const rank = (rows: readonly number[][]) => Math.max(...primes.map((p) => rankModulo(rows, p)));

/**
 * The sets of 1 or 2 sales whose sum some linear combination of the visible cells' sums gives
 * (with any weights, any signs): S is isolated iff some vector of the cells' row space is zero
 * outside S and not zero on it, i.e. iff removing S's columns lowers the rank. Sales that lie
 * in the same places have the same column, so S is tried once per pattern of places.
 */
function isolatedSets(sales: readonly Sale[], cells: readonly number[][]): Sale[][] {
  const placeOf = (sale: Sale) => `${sale.community}|${sale.neighbourhood ?? ''}`;
  const places = new Map<string, { sale: Sale; count: number; column: number[] }>();
  sales.forEach((sale, i) => {
    const place = places.get(placeOf(sale));
    const inCells = cells.map((cell) => (cell.includes(i) ? 1 : 0));
    if (place) place.count += 1;
    else places.set(placeOf(sale), { sale, count: 1, column: inCells });
  });
  const all = [...places.values()];
  const rankWithout = (removed: Map<string, number>) => {
    const columns = all.filter((place) => place.count > (removed.get(placeOf(place.sale)) ?? 0));
    if (cells.length === 0 || columns.length === 0) return 0;
    return rank(cells.map((_, r) => columns.map((place) => place.column[r]!)));
  };
  const full = rankWithout(new Map());
  const candidates: Sale[][] = [];
  for (const [i, a] of all.entries()) {
    candidates.push([a.sale]);
    if (a.count >= 2) candidates.push([a.sale, a.sale]);
    for (const b of all.slice(i + 1)) candidates.push([a.sale, b.sale]);
  }
  return candidates.filter((set) => {
    const removed = new Map<string, number>();
    for (const sale of set) removed.set(placeOf(sale), (removed.get(placeOf(sale)) ?? 0) + 1);
    return rankWithout(removed) < full;
  });
}

/** `n` sales in one place. */
const at = (n: number, community: string, neighbourhood?: string): Sale[] =>
  Array.from({ length: n }, () => ({ community, ...(neighbourhood && { neighbourhood }) }));

const whitbyTree = new Map([
  ['Whitby', ['brooklin', 'port-whitby', 'williamsburg']],
  ['Oshawa', ['centennial']],
]);

describe('which sold figures a visitor may see, for one month and type', () => {
  it('shows a neighbourhood of 3 sales or more, and hides one of 1 or 2', () => {
    const decision = visitorDisclosure({
      gta: 6,
      communities: [
        {
          id: 'Whitby',
          count: 6,
          neighbourhoods: [
            { id: 'brooklin', count: 3 },
            { id: 'port-whitby', count: 3 },
            { id: 'williamsburg', count: 0 },
          ],
        },
      ],
    });
    expect([...decision.neighbourhoods]).toEqual(['brooklin', 'port-whitby']);
    expect([...decision.communities]).toEqual(['Whitby']);
    expect(decision.gta).toBe(true);

    const small = visitorDisclosure({
      gta: 2,
      communities: [{ id: 'Whitby', count: 2, neighbourhoods: [{ id: 'brooklin', count: 2 }] }],
    });
    expect(small).toEqual({ gta: false, communities: new Set(), neighbourhoods: new Set() });
  });

  it('hides the smallest shown neighbourhood when the community minus them leaves 1 or 2 sales', () => {
    // Whitby condos: 4 + 5 shown, 1 hidden in Williamsburg. Whitby's total minus the two shown
    // would be that one sale's exact price.
    const sales = [
      ...at(4, 'Whitby', 'brooklin'),
      ...at(5, 'Whitby', 'port-whitby'),
      ...at(1, 'Whitby', 'williamsburg'),
      ...at(6, 'Oshawa', 'centennial'),
    ];
    const decision = visitorDisclosure(inputOf(sales, whitbyTree));

    expect([...decision.neighbourhoods].sort()).toEqual(['centennial', 'port-whitby']);
    expect([...decision.communities].sort()).toEqual(['Oshawa', 'Whitby']);
    expect(residuals(sales, decision).get('Whitby')).toBe(5); // Brooklin's 4 and Williamsburg's 1
    expect(isolatedSets(sales, visibleCells(sales, decision))).toEqual([]);
  });

  it('finds the leak the bare "3 sales or more" rule leaves (the check is not vacuous)', () => {
    const sales = [
      ...at(4, 'Whitby', 'brooklin'),
      ...at(5, 'Whitby', 'port-whitby'),
      ...at(1, 'Whitby', 'williamsburg'),
    ];
    const naive: Disclosure = {
      gta: true,
      communities: new Set(['Whitby']),
      neighbourhoods: new Set(['brooklin', 'port-whitby']),
    };

    const isolated = isolatedSets(sales, visibleCells(sales, naive));
    expect(isolated).toContainEqual([{ community: 'Whitby', neighbourhood: 'williamsburg' }]);
    for (const set of isolated) expect(set).toContainEqual({ community: 'Whitby', neighbourhood: 'williamsburg' });
  });

  it('counts sales outside every neighbourhood in the community: they too can be isolated', () => {
    const sales = [...at(3, 'Whitby', 'brooklin'), ...at(4, 'Whitby', 'port-whitby'), ...at(2, 'Whitby')];
    const decision = visitorDisclosure(inputOf(sales, whitbyTree));

    expect([...decision.neighbourhoods]).toEqual(['port-whitby']);
    expect(residuals(sales, decision).get('Whitby')).toBe(5);
    expect(isolatedSets(sales, visibleCells(sales, decision))).toEqual([]);
  });

  it('breaks a tie between the smallest neighbourhoods by id, whatever their order', () => {
    const community = (order: string[]) => ({
      id: 'Whitby',
      count: 8,
      neighbourhoods: order.map((id) => ({ id, count: id === 'williamsburg' ? 2 : 3 })),
    });
    for (const order of [
      ['brooklin', 'port-whitby', 'williamsburg'],
      ['williamsburg', 'port-whitby', 'brooklin'],
    ]) {
      const decision = visitorDisclosure({ gta: 8, communities: [community(order)] });
      expect([...decision.neighbourhoods]).toEqual(['port-whitby']);
    }
  });

  it('keeps every neighbourhood when the rest of the community is empty or covers 3 sales', () => {
    const empty = [...at(3, 'Whitby', 'brooklin'), ...at(3, 'Whitby', 'port-whitby')];
    const three = [...empty, ...at(2, 'Whitby', 'williamsburg'), ...at(1, 'Whitby')];

    for (const sales of [empty, three]) {
      const decision = visitorDisclosure(inputOf(sales, whitbyTree));
      expect([...decision.neighbourhoods]).toEqual(['brooklin', 'port-whitby']);
      expect(decision.communities.has('Whitby')).toBe(true);
    }
  });

  it('hides a community of 1 or 2 sales, and the GTA when it leaves 1 or 2 sales outside the shown communities', () => {
    const sales = [...at(6, 'Whitby', 'brooklin'), ...at(1, 'Oshawa', 'centennial')];
    const decision = visitorDisclosure(inputOf(sales, whitbyTree));

    expect([...decision.communities]).toEqual(['Whitby']);
    expect(decision.gta).toBe(false); // GTA − Whitby would be Oshawa's one sale
    expect(isolatedSets(sales, visibleCells(sales, decision))).toEqual([]);

    const moreInOshawa = [...sales, ...at(2, 'Oshawa')];
    expect(visitorDisclosure(inputOf(moreInOshawa, whitbyTree)).gta).toBe(true); // a residual of 3
  });

  it("keeps the GTA, every report's benchmark, by hiding the smallest area that lifts its residual (QA 21c F1)", () => {
    // Whitby: 6 sales, 3 of them in Brooklin (its residual of 3 is its own); Ajax: 9 sales, all
    // outside neighbourhoods; Oshawa: 1. The GTA less Whitby and Ajax would be Oshawa's one sale.
    const tree = new Map([...whitbyTree, ['Ajax', []]]);
    const sales = [
      ...at(3, 'Whitby', 'brooklin'),
      ...at(3, 'Whitby'),
      ...at(9, 'Ajax'),
      ...at(1, 'Oshawa', 'centennial'),
    ];
    const decision = visitorDisclosure(inputOf(sales, tree));

    // Whitby (6) is smaller than Ajax (9): hidden, its Brooklin still shown; the GTA's residual is 4.
    expect(decision.gta).toBe(true);
    expect([...decision.communities]).toEqual(['Ajax']);
    expect([...decision.neighbourhoods]).toEqual(['brooklin']);
    expect(isolatedSets(sales, visibleCells(sales, decision))).toEqual([]);
  });

  it('hides the GTA below 3 sales, and shows nothing of a month without sales', () => {
    expect(visitorDisclosure({ gta: 2, communities: [{ id: 'Whitby', count: 2, neighbourhoods: [] }] }).gta).toBe(
      false,
    );
    expect(visitorDisclosure({ gta: 0, communities: [] })).toEqual({
      gta: false,
      communities: new Set(),
      neighbourhoods: new Set(),
    });
  });

  it('refuses counts that do not nest', () => {
    expect(() =>
      visitorDisclosure({ gta: 5, communities: [{ id: 'W', count: 3, neighbourhoods: [{ id: 'b', count: 4 }] }] }),
    ).toThrow(RangeError);
    expect(() => visitorDisclosure({ gta: 2, communities: [{ id: 'W', count: 3, neighbourhoods: [] }] })).toThrow(
      RangeError,
    );
    expect(() => visitorDisclosure({ gta: 1.5, communities: [] })).toThrow(RangeError);
  });
});

describe('the decisions on random worlds', () => {
  /** Up to 4 communities of up to 3 neighbourhoods; small counts, so residuals of 1 or 2 are common. */
  function world(seed: number) {
    const next = seededRandom(seed);
    const pick = (n: number) => Math.floor(next() * n);
    const smallCount = () => [0, 0, 1, 1, 2, 3, 3, 4, 5, 7][pick(10)]!;
    const tree = new Map<string, string[]>();
    const sales: Sale[] = [];
    for (let c = 0; c <= pick(4); c++) {
      const community = `c${c}`;
      const neighbourhoods = Array.from({ length: pick(4) }, (_, n) => `${community}-n${n}`);
      tree.set(community, neighbourhoods);
      for (const id of neighbourhoods) sales.push(...at(smallCount(), community, id));
      sales.push(...at([0, 0, 0, 1, 2, 3][pick(6)]!, community));
    }
    return { tree, sales };
  }

  const worlds = Array.from({ length: 400 }, (_, seed) => ({ seed, ...world(seed + 1) }));

  it('leaves every shown area a residual of 0 or 3 sales and more, and shows no cell under 3 sales', () => {
    let secondarilyHidden = 0;
    for (const { seed, tree, sales } of worlds) {
      const input = inputOf(sales, tree);
      const decision = visitorDisclosure(input);
      for (const [area, residual] of residuals(sales, decision)) {
        expect(isSafeResidual(residual), `world ${seed}, ${area}: residual ${residual}`).toBe(true);
      }
      for (const cell of visibleCells(sales, decision)) expect(cell.length).toBeGreaterThanOrEqual(3);
      for (const community of input.communities) {
        // At most one neighbourhood of 3 sales or more is hidden per community: one is always enough.
        const hidden = community.neighbourhoods.filter((n) => n.count >= 3 && !decision.neighbourhoods.has(n.id));
        expect(hidden.length, `world ${seed}, ${community.id}`).toBeLessThanOrEqual(1);
        secondarilyHidden += hidden.length;
      }
    }
    expect(secondarilyHidden).toBeGreaterThan(20); // the worlds do exercise the second rule
  });

  it('lets no linear combination of the shown cells give the sum of 1 or 2 sales', () => {
    let naiveLeaks = 0;
    for (const { seed, tree, sales } of worlds) {
      const input = inputOf(sales, tree);
      expect(isolatedSets(sales, visibleCells(sales, visitorDisclosure(input))), `world ${seed}`).toEqual([]);

      const naive: Disclosure = {
        gta: input.gta >= 3,
        communities: new Set(input.communities.filter((c) => c.count >= 3).map((c) => c.id)),
        neighbourhoods: new Set(
          input.communities.flatMap((c) => c.neighbourhoods.filter((n) => n.count >= 3).map((n) => n.id)),
        ),
      };
      if (isolatedSets(sales, visibleCells(sales, naive)).length > 0) naiveLeaks += 1;
    }
    expect(naiveLeaks).toBeGreaterThan(20); // where the bare "3 or more" rule would have leaked
  });

  it('hides the GTA only where no smaller area can lift its residual', () => {
    let kept = 0;
    for (const { seed, tree, sales } of worlds) {
      const input = inputOf(sales, tree);
      const decision = visitorDisclosure(input);
      if (input.gta < 3 || decision.gta) {
        if (decision.gta && input.communities.some((c) => c.count >= 3 && !decision.communities.has(c.id))) kept += 1;
        continue;
      }
      // Hidden with 3 sales or more: every visible community covers its neighbourhoods exactly,
      // and no neighbourhood is shown inside a hidden community.
      for (const community of input.communities) {
        const shown = community.neighbourhoods.filter((n) => decision.neighbourhoods.has(n.id));
        const inShown = shown.reduce((total, n) => total + n.count, 0);
        if (decision.communities.has(community.id)) expect(community.count - inShown, `world ${seed}`).toBe(0);
        else expect(shown, `world ${seed}`).toEqual([]);
      }
    }
    expect(kept).toBeGreaterThan(5); // the worlds do keep the GTA by hiding a community
  });

  it('gives the same decision whatever the order of the communities and neighbourhoods', () => {
    for (const { tree, sales } of worlds.slice(0, 100)) {
      const input = inputOf(sales, tree);
      const reversed: DisclosureInput = {
        gta: input.gta,
        communities: [...input.communities]
          .reverse()
          .map((c) => ({ ...c, neighbourhoods: [...c.neighbourhoods].reverse() })),
      };
      const sorted = (d: Disclosure) => ({
        ...d,
        communities: [...d.communities].sort(),
        neighbourhoods: [...d.neighbourhoods].sort(),
      });
      expect(sorted(visitorDisclosure(reversed))).toEqual(sorted(visitorDisclosure(input)));
    }
  });
});
