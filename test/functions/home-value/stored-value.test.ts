import { describe, expect, it } from 'vitest';
import type { ValuationEstimate } from '@shared/valuation/types';
import { storedValue } from '../../../functions/home-value/stored-value';
import { mapleRequest } from '../../support/maple-valuation';

const request = mapleRequest;

function estimated(weight: number): ValuationEstimate {
  return {
    kind: 'estimate',
    value: 1_000_000.4,
    lowerRange: 900_000,
    upperRange: 1_100_000,
    date: '2026-11-27',
    comparables: [],
    explanation: {
      modelValue: 1_000_000,
      comparablesValue: 1_000_000,
      comparablesShare: 0.5,
      support: 2,
      comparablesUsed: 12,
      index: { key: 'Toronto|freehold', changeOverYear: -0.03 },
      carriedSale: {
        date: '2024-02-15',
        price: 1_045_000,
        source: 'listing',
        carriedPrice: 1_012_300,
        weight,
        blendValue: 980_000,
        limitedBy: 'aboveComparables',
      },
    },
  };
}

describe('what a valuation keeps of its own sale (issue 25)', () => {
  it('keeps why a sale that rounds to 0% counts for nothing, and nothing of it when it counts', () => {
    expect(storedValue(estimated(0.0031), request).explanation?.carriedSale).toMatchObject({
      weight: 0.0031,
      setAside: 'aboveComparables',
    });
    expect(storedValue(estimated(0.42), request).explanation?.carriedSale?.setAside).toBeUndefined();
    expect(storedValue(estimated(0.42), request).instanceValue).toBe(1_000_000);
    // What the sale is weighed against, so the owner's lines add up to the value (QA 33).
    expect(storedValue(estimated(0.42), request).explanation?.carriedSale?.blendValue).toBe(980_000);
  });

  it('keeps how many bathrooms a job is held by, so the owner reads "the 2 added bathrooms"', () => {
    const job = { area: 'Renovated and added two bathrooms', cost: 90_000, completionDate: '2025-06-01' };
    const withWork = { ...request, homeImprovements: [{ randomId: 'w', ...job }] };
    const effect = {
      kind: 'bathroom' as const,
      cost: job.cost,
      completedOn: job.completionDate,
      added: 4_200,
      beforeLastSale: false,
      inFacts: ['bathrooms' as const],
      factWorth: 58_000,
      addedBathroom: 1,
      bathroomsHeld: 2,
    };
    const result = estimated(0.42);
    const explained = (effects: (typeof effect)[]) =>
      storedValue(
        { ...result, explanation: { ...result.explanation, improvements: { effects, added: 4_200, capped: false } } },
        withWork,
      ).explanation?.improvements?.items[0];
    expect(explained([effect])).toMatchObject({ inFacts: ['bathrooms'], factWorth: 58_000, bathroomsHeld: 2 });
    // Done before the sale, it is held by nothing.
    expect(explained([{ ...effect, beforeLastSale: true }])?.bathroomsHeld).toBeUndefined();
  });

  it("keeps that a condo unit's roof is its building's, so the owner reads why it adds nothing (QA 35)", () => {
    const roof = { area: 'Roof', cost: 15_000, completionDate: '2025-06-01' };
    const result = estimated(0.42);
    const effect = {
      kind: 'roof' as const,
      cost: roof.cost,
      completedOn: roof.completionDate,
      added: 0,
      beforeLastSale: false,
      commonElement: true,
    };
    const stored = storedValue(
      {
        ...result,
        explanation: { ...result.explanation, improvements: { effects: [effect], added: 0, capped: false } },
      },
      { ...request, type: 'condo', unit: '709', homeImprovements: [{ randomId: 'r', ...roof }] },
    );
    expect(stored.explanation?.improvements?.items[0]).toMatchObject({ area: 'Roof', added: 0, commonElement: true });
  });
});
