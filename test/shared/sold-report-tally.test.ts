import { describe, expect, it } from 'vitest';
import { addSale, emptyTally, typeReport, type Sale } from '@shared/sold-report/tally';

describe('a sold-report tally', () => {
  it('gives the same report whatever order the sales come in (a scan has none)', () => {
    const sales: Sale[] = Array.from({ length: 400 }, (_, i) => ({
      listingPrice: 499_000 + ((i * 7_919) % 900_000),
      soldPrice: 480_000 + ((i * 104_729) % 950_000),
      dom: i % 40,
      soldDate: '2026-05-20',
      listDate: new Date(Date.UTC(2026, 4, 20) - (i % 40) * 86_400_000).toISOString().slice(0, 10),
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
});
