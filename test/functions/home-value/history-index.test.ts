import { describe, expect, it } from 'vitest';
import { indexLevel } from '@shared/valuation/price-index';
import { parseMonth } from '@shared/valuation/dates';
import { extendedIndex } from '../../../functions/home-value/valuing';

const recent = {
  firstMonth: '2024-05',
  lastMonth: '2026-05',
  levels: { '*': Array.from({ length: 25 }, (_, m) => 0.5 + m * 0.01), 'Toronto|condo': Array(25).fill(0.3) },
};
const older = {
  firstMonth: '2021-05',
  lastMonth: '2026-04',
  levels: { '*': Array.from({ length: 60 }, (_, m) => m * 0.01) },
};

describe("the value history's index (issue 25: a history as long as the data)", () => {
  it("reaches back as far as the model's, keeping the recent one from its join on", () => {
    const index = extendedIndex(recent, older);

    expect(index.firstMonth).toBe('2021-05');
    expect(index.lastMonth).toBe('2026-05');
    expect(index.levels['*']).toHaveLength(61);
    const at = (key: string, month: string) => indexLevel(index, key, parseMonth(month));
    // From the join (six months after the recent one's start) on: the recent levels.
    expect(at('*', '2026-05')).toBeCloseTo(0.74);
    expect(at('*', '2024-11')).toBeCloseTo(0.56);
    // Before it: the older shape (one point a month), shifted to meet the recent one at the join.
    expect(at('*', '2024-10') - at('*', '2024-11')).toBeCloseTo(-0.01);
    expect(at('*', '2021-05') - at('*', '2024-11')).toBeCloseTo(-0.42);
    // A key the older index lacks follows its whole market's shape back.
    expect(at('Toronto|condo', '2021-05') - at('Toronto|condo', '2024-11')).toBeCloseTo(-0.42);
  });

  it('keeps the recent index when the older one reaches no further back, or has no levels', () => {
    expect(extendedIndex(recent, { ...older, firstMonth: '2024-06' })).toBe(recent);
    expect(extendedIndex(recent, { ...older, levels: {} })).toBe(recent);
    expect(extendedIndex(recent, undefined)).toBe(recent);
  });
});
