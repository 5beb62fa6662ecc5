import { describe, expect, it } from 'vitest';
import { confirmedWorkOf } from '@shared/annual-report/figures';
import type { HomeValuation } from '@shared/home-value/types';

/*
 * The work an agent's confirmed value holds, which page 3 of the annual report carries back
 * without in the months before each piece was done.
 */
const item = (completionDate: string, added: number) => ({
  randomId: completionDate,
  area: 'Kitchen',
  cost: 90_000,
  completionDate,
  added,
  beforeLastSale: false,
});
const explanation = (...items: ReturnType<typeof item>[]): HomeValuation['explanation'] => ({
  improvements: { items, added: items.reduce((sum, i) => sum + i.added, 0), capped: false },
});

describe('the work in a confirmed value', () => {
  it('is the work kept at the confirmation, whatever the owner entered since, even dated before (QA 63a L5)', () => {
    const kept = [{ completionDate: '2026-03-01', added: 40_000 }];
    const valuation = {
      confirmedAt: '2026-05-15T18:00:00.000Z',
      confirmedWork: kept,
      // A roof entered after the confirmation, done in February: in no figure the agent saw.
      explanation: explanation(item('2026-03-01', 40_000), item('2026-02-01', 17_000)),
    };

    expect(confirmedWorkOf(valuation)).toEqual(kept);
    expect(confirmedWorkOf({ ...valuation, confirmedWork: [] })).toEqual([]);
  });

  it("is, for a confirmation made before it was kept, the work done by the confirmation's day in Toronto (QA 48a L3)", () => {
    // Confirmed at 22:00 in Toronto on 2026-05-15, which is 02:00 UTC on the 16th.
    const valuation = {
      confirmedAt: '2026-05-16T02:00:00.000Z',
      explanation: explanation(item('2026-05-15', 40_000), item('2026-05-16', 30_000), item('2026-01-10', 0)),
    };

    expect(confirmedWorkOf(valuation)).toEqual([{ completionDate: '2026-05-15', added: 40_000 }]);
  });
});
