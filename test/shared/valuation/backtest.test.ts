import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { heldOutBacktest } from '@shared/valuation/backtest';
import { heldOutMonths, sixMonthsBefore } from '@shared/valuation/dates';
import { parseBacktestArgs, runBacktestCommand } from '../../../infra/local/cli/backtest/backtest-command';
import { readSalesCsv, readSalesFile } from '../../../infra/local/cli/backtest/load-sales';
import { fixtureCsv } from './fixtures/make-backtest-fixture';

const fixture = fileURLToPath(new URL('./fixtures/backtest-sales.csv', import.meta.url));
const keys = ['count', 'mdape', 'within5', 'within10', 'within20', 'coverage80', 'halfWidth80'];

describe('the back-test command', () => {
  it('prints one JSON object last: every key for the model and the baseline, the repeat sales, fifths, types and areas; and beats the baseline', () => {
    const command = parseBacktestArgs([fixture, '--until', '2024-12-31', '--json'], new Date('2026-01-01'));
    const lines: string[] = [];

    runBacktestCommand(command, readSalesFile(fixture), (line) => lines.push(line));

    const result = JSON.parse(lines.at(-1)!) as Record<string, unknown> & {
      baseline: Record<string, number>;
      repeatSales: Record<string, number>;
      fifthsOfEstimate: Record<string, number>[];
      fifthsOfPrice: Record<string, number>[];
      byType: Record<string, unknown>[];
      areas: { minimumSales: number; rows: unknown[] };
    };
    expect(Object.keys(result)).toEqual([
      ...keys,
      'baseline',
      'repeatSales',
      'fifthsOfEstimate',
      'fifthsOfPrice',
      'byType',
      'areas',
      'smallerAreas',
      'regions',
    ]);
    expect(Object.keys(result.baseline)).toEqual(keys);
    expect(Object.keys(result.repeatSales)).toEqual(keys);
    for (const fifths of [result.fifthsOfEstimate, result.fifthsOfPrice]) {
      expect(fifths).toHaveLength(5);
      expect(Object.keys(fifths[0]!)).toEqual(['from', 'to', ...keys]);
      expect(fifths.reduce((sum, f) => sum + f.count!, 0)).toBe(result.count);
      for (let k = 1; k < 5; k++) expect(fifths[k]!.from!).toBeGreaterThanOrEqual(fifths[k - 1]!.to!);
    }
    expect(result.byType.map((t) => t.type)).toEqual(['detatched', 'condo']);
    expect(result.areas.minimumSales).toBe(200);
    expect(result.count).toBeGreaterThan(80);
    expect(result.count).toBe(result.baseline.count);
    for (const key of keys) expect(Number.isFinite(result[key])).toBe(true);
    expect(result.mdape as number).toBeLessThan(result.baseline.mdape!);
  }, 60_000);

  it('reads the committed fixture as the script writes it (300 sales)', () => {
    expect(readFileSync(fixture, 'utf8')).toBe(fixtureCsv());
    expect(readSalesFile(fixture).sales).toHaveLength(300);
  });

  it('reads the King County format: compact dates, zip codes as neighbourhoods', () => {
    const csv = [
      'id,date,price,bedrooms,bathrooms,sqft_living,sqft_lot,floors,waterfront,view,condition,grade,sqft_above,sqft_basement,yr_built,yr_renovated,zipcode,lat,long',
      '1,20240105T000000,500000,3,2,1800,5000,2,0,1,3,8,1500,300,1990,2010,98101,47.61,-122.33',
      '2,20240106T000000,650000,4,2.5,2200,6000,1,1,0,4,9,2200,0,2001,0,98004,47.62,-122.2',
    ].join('\n');

    const { sales, source } = readSalesCsv(csv);

    expect(source).toBe('King County CSV');
    expect(sales[0]).toMatchObject({
      date: '2024-01-05',
      price: 500_000,
      sqft: 1800,
      neighbourhood: '98101',
      area: 'Seattle',
      yearRenovated: 2010,
      basementSqft: 300,
    });
    expect(sales[1]).toMatchObject({ area: 'King County', waterfront: true });
    expect(sales[1]!.yearRenovated).toBeUndefined();
  });

  it('refuses a file in neither format, and bad dates', () => {
    expect(() => readSalesCsv('a,b\n1,2\n')).toThrow('neither a listings CSV');
    expect(() => parseBacktestArgs(['x.csv', '--until', '2024-13-45'], new Date())).toThrow(
      '--until must be a date written YYYY-MM-DD.',
    );
    expect(() => parseBacktestArgs([], new Date())).toThrow('Give one CSV file, or --seed.');
  });

  it('holds out the seed’s last 6 months by default', () => {
    expect(parseBacktestArgs(['--seed', '3000', '--today', '2026-05-15'], new Date())).toMatchObject({
      source: { seed: 3000, today: '2026-05-15' },
    });
    expect(sixMonthsBefore('2026-05-15')).toBe('2025-11-15');
  });

  it("holds out the six whole months before today's month for the accuracy page, the same on every day of a month (QA 45 L1)", () => {
    for (const today of ['2026-05-01', '2026-05-15', '2026-05-31'])
      expect(heldOutMonths(today)).toEqual({ until: '2025-10-31', to: '2026-04-30' });
    expect(heldOutMonths('2026-03-10')).toEqual({ until: '2025-08-31', to: '2026-02-28' });
    expect(heldOutMonths('2024-03-10')).toEqual({ until: '2023-08-31', to: '2024-02-29' });
    // Visitors read these figures and the job runs daily: two days of a month give the same answer,
    // where a period moving by the day told by differencing how many sales were dated on a day.
    const { sales } = readSalesFile(fixture);
    const early = heldOutBacktest(sales, '2025-06-03');
    const late = heldOutBacktest(sales, '2025-06-28');
    expect(sales.some((sale) => sale.date >= '2025-06-03' && sale.date < '2025-06-28')).toBe(true);
    expect(late).toEqual(early);
    expect(early).toMatchObject({ heldOutFrom: '2024-12-01', heldOutTo: '2025-05-31' });
    expect(early.count).toBeGreaterThan(50);
  });
});
