import { describe, expect, it } from 'vitest';
import { sampleRowPool, sampleRows } from '../../../web/src/features/sold-reports/sample-rows';

/** A seeded generator, so the rows are the same on every run. */
function seeded(seed = 42) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe("the visitors' sample rows (document 1 §2.2, §9)", () => {
  it('makes as many rows as there were sales, from at most 17 different ones', () => {
    const rows = sampleRows(40, 'detatched', '2026-04', { random: seeded() });

    expect(rows).toHaveLength(40);
    const distinct = new Set(rows.map(({ mls: _mls, ...row }) => JSON.stringify(row)));
    expect(distinct.size).toBe(sampleRowPool);
    expect(new Set(rows.map((row) => row.mls)).size).toBe(40);
  });

  it('makes fewer rows for fewer sales, dated in the report month', () => {
    const rows = sampleRows(3, 'condo', '2026-04', { random: seeded() });
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.soldDate.startsWith('2026-04-'))).toBe(true);
    expect(rows.every((row) => row.unit)).toBe(true);
  });

  it('dates none after today in the month to date (QA 46d L6)', () => {
    const rows = sampleRows(17, 'condo', '2026-12', { random: seeded(), lastDay: 3 });
    expect(rows.map((row) => row.soldDate).every((date) => date >= '2026-12-01' && date <= '2026-12-03')).toBe(true);
  });

  it('makes none when nothing sold', () => {
    expect(sampleRows(0, 'detatched', '2026-04')).toEqual([]);
  });
});
