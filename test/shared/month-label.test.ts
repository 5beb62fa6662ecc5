import { describe, expect, it } from 'vitest';
import { monthLabel, shortMonthLabel, yearsUnder } from '@shared/sold-report/month-label';

describe('month labels', () => {
  it('writes a month long and short, whatever the time zone', () => {
    expect(monthLabel('2026-01')).toBe('January 2026');
    expect(shortMonthLabel('2025-12')).toBe('Dec');
  });

  it("puts the year under a twelve-month axis's first label and where the year turns", () => {
    const months = ['2025-12', '2026-01', '2026-02', '2026-03'];
    expect(yearsUnder(months)).toEqual(['2025', '2026', undefined, undefined]);
  });

  it('puts it where the year turns when only every other month is labelled (no January among them)', () => {
    // A May report's ticks: Jul 2025 … May 2026.
    const ticks = ['2025-07', '2025-09', '2025-11', '2026-01', '2026-03', '2026-05'];
    expect(yearsUnder(ticks)).toEqual(['2025', undefined, undefined, '2026', undefined, undefined]);
    const december = ['2024-12', '2025-02', '2025-04', '2025-06', '2025-08', '2025-10', '2025-12'];
    expect(yearsUnder(december)).toEqual(['2024', '2025', undefined, undefined, undefined, undefined, undefined]);
  });

  it('writes one year when the axis stays in one', () => {
    expect(yearsUnder(['2026-01', '2026-03', '2026-05'])).toEqual(['2026', undefined, undefined]);
    expect(yearsUnder([])).toEqual([]);
  });
});
