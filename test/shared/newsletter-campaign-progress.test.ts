import { describe, expect, it } from 'vitest';
import { campaignProgress } from '@shared/newsletter-campaign';

const now = new Date('2026-12-02T10:00:00Z');
const base = { recipients: 100, sent: 60, skipped: 5, unknown: 1, startedAt: '2026-12-01T08:45:00Z' };

describe('newsletter campaign progress', () => {
  it('counts sent, skipped and perhaps-sent as settled, and the rest (refused included) as remaining', () => {
    expect(campaignProgress({ ...base, state: 'incomplete' }, now)).toMatchObject({ settled: 66, remaining: 34 });
  });

  it('gives the hours since the campaign started while it is not done', () => {
    expect(campaignProgress({ ...base, state: 'sending' }, now).hoursOpen).toBe(25.25);
  });

  it('gives 0 hours once the campaign is done, so its alarm returns to OK', () => {
    expect(campaignProgress({ ...base, state: 'done' }, now).hoursOpen).toBe(0);
  });

  it('never reports more settled than listed as a negative remainder', () => {
    expect(campaignProgress({ ...base, recipients: 50, state: 'done' }, now).remaining).toBe(0);
  });
});
