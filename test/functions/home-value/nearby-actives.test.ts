import { describe, expect, it, vi } from 'vitest';
import type { PropertySummary } from '@shared/search/types';
import { nearbyActives } from '../../../functions/home-value/reports/report-properties';
import type { ValuationRecord } from '../../../functions/home-value/valuation-record';

// The similar listings as the search finds them: what a report keeps of them is this unit's job.
const similar = vi.hoisted(() => ({ active: [] as unknown[] }));
vi.mock('../../../functions/home-value/insights', () => ({
  similarToValuation: async () => ({ sold: [], active: similar.active }),
}));

const active = (mls: string) => ({ mls, address: `${mls} Main Street`, status: 'forSale' }) as PropertySummary;
const valuation = {} as ValuationRecord;
const now = new Date('2026-05-15T16:00:00Z');

describe("an annual report's nearby actives", () => {
  it("leaves the home's own listing out before keeping 5, so a listed home still gets 5 others", async () => {
    similar.active = ['A1', 'OWN', 'A2', 'A3', 'A4', 'A5', 'A6'].map(active);

    const actives = await nearbyActives(valuation, now, 'OWN');

    expect(actives.map((p) => p.mls)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5']);
  });

  it('keeps the first 5 of a home with no listing', async () => {
    similar.active = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'].map(active);

    const actives = await nearbyActives(valuation, now, undefined);

    expect(actives.map((p) => p.mls)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5']);
  });
});
