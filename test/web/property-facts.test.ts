import { describe, expect, it } from 'vitest';
import { keyFacts } from '../../web/src/features/property-details/components/property-facts';
import { details, summary } from './fixtures/listings';

const lotOf = (overrides: Parameters<typeof summary>[0]) =>
  keyFacts(details({ summary: summary(overrides) })).find((fact) => fact.label === 'Lot Size')?.value;

describe("the property page's lot", () => {
  it("reads a board's 0 as a side it does not know, never as a lot of no frontage", () => {
    expect(lotOf({ lotFront: 40, lotDepth: 120 })).toBe('40 × 120 ft');
    expect(lotOf({ lotFront: 0, lotDepth: 120 })).toBe('- × 120 ft');
    expect(lotOf({ lotFront: 0, lotDepth: 0, landFront: 0, landDepth: 0 })).toBe('-');
  });
});
