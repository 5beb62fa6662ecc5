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

  // QA L8: one precision for every lot, as the sold report's table writes them.
  it("writes the lot in whole feet, a survey's hundredths rounded", () => {
    expect(lotOf({ lotFront: 39, lotDepth: 119.41 })).toBe('39 × 119 ft');
    expect(lotOf({ lotFront: 20.5, lotDepth: 100.25 })).toBe('21 × 100 ft');
  });

  it("takes the land's side where the lot's is not known", () => {
    expect(lotOf({ lotFront: 0, lotDepth: 120, landFront: 38.4, landDepth: 0 })).toBe('38 × 120 ft');
  });
});

describe("the property page's parking", () => {
  const parkingOf = (overrides: Parameters<typeof summary>[0]) =>
    keyFacts(details({ summary: summary(overrides) })).find((fact) => fact.label === 'Parking')?.value;

  it('gives every space first, as the header above it does, then the garage', () => {
    expect(parkingOf({ parking: 1, totalParking: 2 })).toBe('2 (1 garage)');
    expect(parkingOf({ parking: 0, totalParking: 2 })).toBe('2 (no garage)');
    expect(parkingOf({ parking: 1, totalParking: 1 })).toBe('1');
    // A board's garage count past its total is not a share of it.
    expect(parkingOf({ parking: 2, totalParking: 1 })).toBe('2');
  });

  it('shows a count the board did not give as not known, never "undefined" or none', () => {
    expect(parkingOf({ parking: undefined, totalParking: undefined })).toBe('-');
    expect(parkingOf({ parking: 1, totalParking: undefined })).toBe('1');
    expect(parkingOf({ parking: 0, totalParking: 0 })).toBe('0');
  });
});
