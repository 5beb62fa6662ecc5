import { describe, expect, it } from 'vitest';
import { addSale, emptyTally, typeReport, type Sale } from '@shared/sold-report/tally';

describe('a sold-report tally', () => {
  it('gives the same report whatever order the sales come in (a scan has none)', () => {
    const sales: Sale[] = Array.from({ length: 400 }, (_, i) => ({
      listingPrice: 499_000 + ((i * 7_919) % 900_000),
      soldPrice: 480_000 + ((i * 104_729) % 950_000),
      dom: i % 40,
    }));
    const forward = emptyTally();
    const backward = emptyTally();
    for (const sale of sales) addSale(forward, sale);
    for (const sale of [...sales].reverse()) addSale(backward, sale);

    expect(backward.ratioSum).toBe(forward.ratioSum);
    expect(typeReport('condo', '2026-05', backward, undefined)).toEqual(
      typeReport('condo', '2026-05', forward, undefined),
    );
    const exact = sales.reduce((sum, sale) => sum + sale.soldPrice / sale.listingPrice, 0) / sales.length;
    expect(typeReport('condo', '2026-05', forward, undefined).averageSellingToListPrice).toBeCloseTo(exact, 8);
  });

  it('leaves a placeholder list price out of the sale-to-list average, and stays exact whatever the order', () => {
    const sales: Sale[] = [
      { listingPrice: 1_000_000, soldPrice: 1_050_000, dom: 8 },
      { listingPrice: 800_000, soldPrice: 780_000, dom: 20 },
      // A $1 list price (a feed's placeholder): a ratio of 900,000.
      { listingPrice: 1, soldPrice: 900_000, dom: 12 },
    ];
    const forward = emptyTally();
    const backward = emptyTally();
    for (const sale of sales) addSale(forward, sale);
    for (const sale of [...sales].reverse()) addSale(backward, sale);

    const report = typeReport('detatched', '2026-05', forward, undefined);
    expect(report.averageSellingToListPrice).toBeCloseTo((1.05 + 0.975) / 2, 8);
    expect(typeReport('detatched', '2026-05', backward, undefined)).toEqual(report);
    // The sale itself still counts: its price, its days on market.
    expect(report).toMatchObject({ soldNumber: 3, averagePrice: (1_050_000 + 780_000 + 900_000) / 3 });
    expect(report.dom).toBeCloseTo(40 / 3, 10);
  });

  it('gives no sale-to-list ratio when every sale had a placeholder list price, and 1 with no sale', () => {
    const tally = emptyTally();
    addSale(tally, { listingPrice: 1, soldPrice: 650_000, dom: 5 });
    expect(typeReport('condo', '2026-05', tally, undefined).averageSellingToListPrice).toBeNull();
    expect(typeReport('condo', '2026-05', emptyTally(), undefined).averageSellingToListPrice).toBe(1);
  });
});
