import { describe, expect, it } from 'vitest';
import { formatCurrency } from '@shared/format/currency';
import { displayDate, torontoDate, torontoMonth } from '@shared/format/dates';
import { groupedForInput } from '@shared/format/number-input';
import { propertyTypeLabels, propertyTypes } from '@shared/property-types';
import { hasAnyRole, rolesFromGroups } from '@shared/roles';

describe('currency (DECISIONS row 31)', () => {
  it('formats US dollars without cents', () => {
    expect(formatCurrency(1234567.4)).toBe('$1,234,567');
  });

  it('shows -- when the value is not finite', () => {
    expect(formatCurrency(Number.NaN)).toBe('--');
  });
});

describe('Toronto dates', () => {
  it('gives the Toronto calendar date, not the UTC one', () => {
    expect(torontoDate(new Date('2026-12-01T03:00:00Z'))).toBe('2026-11-30');
    expect(torontoDate(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01');
  });

  it('gives each instant its own date, asked again and again, past the dates it remembers', () => {
    const reference = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' });
    // Hourly over four months (across the end of daylight time), each asked twice.
    const instants = Array.from({ length: 2_900 }, (_, hour) => new Date(Date.UTC(2026, 9, 1) + hour * 3_600_000));
    for (const pass of [1, 2]) {
      for (const instant of instants) expect(torontoDate(instant), `pass ${pass}`).toBe(reference.format(instant));
    }
  });

  it('gives the Toronto month at a month boundary', () => {
    expect(torontoMonth(new Date('2027-01-01T02:00:00Z'))).toEqual({ year: 2026, month: 12 });
  });
});

describe('dates on display (document 1 §1: YYYY-MM-DD)', () => {
  it('shows a wire date as it is', () => {
    expect(displayDate('2026-05-04')).toBe('2026-05-04');
    // A month given as one (a visitor's list date of a sale) stays a month, not the last day of the one before.
    expect(displayDate('2026-05')).toBe('2026-05');
  });

  it('shows an instant as its Toronto date, whether a Date or an ISO timestamp', () => {
    expect(displayDate(new Date('2026-12-01T03:00:00Z'))).toBe('2026-11-30');
    expect(displayDate('2026-12-01T03:00:00.000Z')).toBe('2026-11-30');
  });

  it('shows an unreadable value as it came, and an invalid Date as nothing', () => {
    expect(displayDate('soon')).toBe('soon');
    expect(displayDate(new Date(Number.NaN))).toBe('');
  });
});

describe('numbers in fields (document 1 §5.1)', () => {
  it('groups thousands with a space', () => {
    expect(groupedForInput(1_250_000)).toBe('1 250 000');
    expect(groupedForInput(999)).toBe('999');
    expect(groupedForInput(undefined)).toBe('');
  });
});

describe('property types (DECISIONS row 27)', () => {
  it("keeps document 1's order and spelling", () => {
    expect(propertyTypes).toEqual([
      'detatched',
      'semiDetatched',
      'freeholdTownhouse',
      'condo',
      'condoTownhouse',
      'multi',
    ]);
    expect(propertyTypeLabels.freeholdTownhouse).toBe('Townhouse');
  });
});

describe('roles', () => {
  it('reads client when the token has no known group', () => {
    expect(rolesFromGroups(undefined)).toEqual(['client']);
    expect(rolesFromGroups(['us-east-1_x_Google'])).toEqual(['client']);
    expect(rolesFromGroups(['agent'])).toEqual(['agent']);
  });

  it('passes a role check when no roles are required or any matches', () => {
    expect(hasAnyRole(['client'], [])).toBe(true);
    expect(hasAnyRole(['agent'], ['admin', 'agent'])).toBe(true);
    expect(hasAnyRole(['client'], ['admin'])).toBe(false);
  });
});
