import { describe, expect, it } from 'vitest';
import { monthCells, neighbouringMonths, yearSteps } from '../../../web/src/features/sold-reports/month-picker-choices';

// 15 May 2026, noon in Toronto: the picker offers 2015 to 2026.
const now = new Date('2026-05-15T16:00:00Z');

describe('the month picker (document 1 §4.1, DECISIONS row 3)', () => {
  it('steps a month back and on across a year', () => {
    expect(neighbouringMonths('2025-01', now)).toEqual({
      previous: { month: '2024-12', disabled: false },
      next: { month: '2025-02', disabled: false },
    });
  });

  it('does not step past the current month, nor before January of its first year', () => {
    expect(neighbouringMonths('2026-05', now).next).toEqual({ month: '2026-06', disabled: true });
    expect(neighbouringMonths('2015-01', now).previous).toEqual({ month: '2014-12', disabled: true });
    expect(neighbouringMonths('2015-02', now).previous.disabled).toBe(false);
  });

  it("lists a year's twelve months, the chosen one selected and future ones disabled", () => {
    const cells = monthCells(2026, '2026-04', now);

    expect(cells.map((cell) => cell.name)).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    expect(cells.filter((cell) => cell.selected).map((cell) => cell.month)).toEqual(['2026-04']);
    expect(cells.filter((cell) => cell.disabled).map((cell) => cell.month)).toEqual([
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
  });

  it('moves between the current year and the 11 before it only', () => {
    expect(yearSteps(2026, now)).toEqual({ canGoBack: true, canGoOn: false });
    expect(yearSteps(2015, now)).toEqual({ canGoBack: false, canGoOn: true });
    expect(yearSteps(2020, now)).toEqual({ canGoBack: true, canGoOn: true });
  });
});
