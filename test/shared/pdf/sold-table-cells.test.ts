import { describe, expect, it } from 'vitest';
import { soldTableCells } from '@shared/pdf/sold-report/sold-table';
import type { SoldPropertyRow } from '@shared/sold-report/types';

const row: SoldPropertyRow = {
  mls: 'C1',
  address: '12 Elm Ave',
  soldDate: '2026-10-14',
  listingPrice: 1_000_000,
  soldPrice: 1_050_000,
  dom: 9,
  bedroom: 3,
  bathroom: 2,
};
const lotOf = (lot: Partial<SoldPropertyRow>) => soldTableCells({ ...row, ...lot })[8];

describe("the sold report PDF's lot", () => {
  it("reads a board's 0 as a side it does not know, then the land's side, never '0'", () => {
    expect(lotOf({ lotFront: 40, lotDepth: 120 })).toBe('40 × 120');
    expect(lotOf({ lotFront: 0, lotDepth: 120, landFront: 38 })).toBe('38 × 120');
    // QA 63c L8: one precision in a column, the web's (whole feet), and a side not known says so.
    expect(lotOf({ lotFront: 39, lotDepth: 119.41 })).toBe('39 × 119');
    expect(lotOf({ lotFront: 0, lotDepth: 120 })).toBe('-- × 120');
    // Review 65 L5: a side under a foot (a board's typo) is no '0', and no number is no 'Infinity'.
    expect(lotOf({ lotFront: 0.3, lotDepth: 120 })).toBe('1 × 120');
    expect(lotOf({ lotFront: Number.POSITIVE_INFINITY, lotDepth: 120 })).toBe('-- × 120');
    expect(lotOf({ lotFront: 0, lotDepth: 0 })).toBe('--');
  });
});

describe("the sold report PDF's address", () => {
  it('writes a unit first, as the screens and the annual report do (review 38: "119 Gerrard St W #3306")', () => {
    expect(soldTableCells({ ...row, address: '119 Gerrard St W', unit: '3306' })[0]).toBe('3306 - 119 Gerrard St W');
    expect(soldTableCells(row)[0]).toBe('12 Elm Ave');
  });
});
