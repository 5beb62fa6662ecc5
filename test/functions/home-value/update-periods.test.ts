import { describe, expect, it } from 'vitest';
import { isoWeek, updateDue, updatePeriod } from '../../../functions/home-value/update-periods';

describe('the periods of the update e-mails', () => {
  it('names ISO weeks across the turn of the year', () => {
    expect(isoWeek('2025-12-29')).toBe('2026-W01');
    expect(isoWeek('2026-05-15')).toBe('2026-W20');
    expect(isoWeek('2026-05-17')).toBe('2026-W20');
    expect(isoWeek('2026-05-18')).toBe('2026-W21');
    expect(isoWeek('2026-12-31')).toBe('2026-W53');
    expect(isoWeek('2027-01-03')).toBe('2026-W53');
    expect(isoWeek('2027-01-04')).toBe('2027-W01');
  });

  it('names the month and the year', () => {
    expect(updatePeriod('monthly', '2026-11-30')).toBe('2026-11');
    expect(updatePeriod('yearly', '2026-11-30')).toBe('2026');
  });

  it('is due in a later period than the last e-mail, never twice in one, never when off', () => {
    expect(updateDue('monthly', '2026-04-10', '2026-05-01')).toBe(true);
    expect(updateDue('monthly', '2026-05-01', '2026-05-31')).toBe(false);
    expect(updateDue('weekly', '2026-05-15', '2026-05-17')).toBe(false);
    expect(updateDue('weekly', '2026-05-15', '2026-05-18')).toBe(true);
    expect(updateDue('yearly', '2026-01-01', '2026-12-31')).toBe(false);
    expect(updateDue('yearly', '2026-12-31', '2027-01-01')).toBe(true);
    expect(updateDue('none', '2025-01-01', '2026-05-15')).toBe(false);
  });
});
