import { describe, expect, it } from 'vitest';
import { isWithheldMonth, twelveMonthFigure } from '@shared/sold-report/twelve-months';

const month = (
  soldNumber: number | null,
  newListing: number,
  soldPrice: number | null = null,
  dom: number | null = null,
) => ({
  soldNumber,
  newListing,
  soldPrice,
  dom,
});

describe("a trend's 12-month figure, pooled over the sales (QA 22a F1, F7)", () => {
  it('gives the rate as all the sales over all the new listings, not a mean of monthly rates', () => {
    // 6 on 5 (120%) and 8 on 19 (42%): a mean of the two rates would say 81%.
    expect(twelveMonthFigure([month(6, 5), month(8, 19)], 'salesToNewListings')).toBeCloseTo((14 / 24) * 100, 10);
    // A month of sales with no new listings still adds its sales.
    expect(twelveMonthFigure([month(2, 0), month(2, 4)], 'salesToNewListings')).toBe(100);
    expect(twelveMonthFigure([month(0, 0)], 'salesToNewListings')).toBeNull();
  });

  it("weighs each month's average price and days on market by its sales", () => {
    const months = [month(1, 2, 1_900_000, 10), month(3, 4, 1_500_000, 30), undefined, month(0, 3)];
    expect(twelveMonthFigure(months, 'price')).toBe(1_600_000);
    expect(twelveMonthFigure(months, 'dom')).toBe(25);
  });

  // QA 46d M1: leaving them out, Casa Loma's rate read 0% (the year's: 5 sales on 12 listings,
  // 42%), and Downtown Brampton's price was April's alone, under the label "12-month average".
  it('has no figure when a month of it is withheld from a visitor, count or figure, and none without sales', () => {
    expect(twelveMonthFigure([month(null, 4, null, null), month(4, 5, 700_000, 20)], 'price')).toBeNull();
    expect(twelveMonthFigure([month(null, 4), month(4, 5)], 'salesToNewListings')).toBeNull();
    // A month of 4 sales whose price the disclosure rules hide.
    expect(twelveMonthFigure([month(4, 4, null, null), month(4, 5, 700_000, 20)], 'price')).toBeNull();
    expect(twelveMonthFigure([month(4, 4, 800_000, null), month(4, 5, 700_000, 20)], 'dom')).toBeNull();
    expect(twelveMonthFigure([month(4, 4, 800_000, null), month(4, 5, 700_000, 20)], 'price')).toBe(750_000);
    expect(twelveMonthFigure([month(0, 5)], 'price')).toBeNull();
  });
});

describe('a month withheld from a visitor (the charts say why a 12-month line is missing, QA L7)', () => {
  it('is one whose count is withheld, or whose figure is with sales to have one', () => {
    expect(isWithheldMonth(month(null, 4), 'salesToNewListings')).toBe(true);
    expect(isWithheldMonth(month(null, 4), 'price')).toBe(true);
    expect(isWithheldMonth(month(4, 4, 800_000, null), 'dom')).toBe(true);
    expect(isWithheldMonth(month(4, 4, 800_000, null), 'price')).toBe(false);
    expect(isWithheldMonth(month(4, 4, null, null), 'salesToNewListings')).toBe(false);
  });

  it('is not a month without sales, nor a month the series has no entry for', () => {
    expect(isWithheldMonth(month(0, 5), 'price')).toBe(false);
    expect(isWithheldMonth(undefined, 'price')).toBe(false);
  });
});
