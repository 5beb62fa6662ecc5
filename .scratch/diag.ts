// Validation-only diagnostics (fit <= 2014-11-30, value Dec 2014 - Jan 2015). Never the test months.
import { readSalesFile } from '../infra/local/cli/backtest/load-sales';
import { isUsableSale } from '../shared/valuation/sales-index';
import { train, indexSales } from '../shared/valuation/train';
import { appraise } from '../shared/valuation/appraise';
import { ownWeightOf, valueLogOf } from '../shared/valuation/estimate';
import { earlierSalesOf, withOwnSale } from '../shared/valuation/own-sale';
import { withSettings } from '../shared/valuation/settings';
import { writeFileSync } from 'node:fs';
const overrides = JSON.parse(process.env.VAL ?? '{}');
const until = process.env.UNTIL ?? '2014-11-30', to = process.env.TO ?? '2015-01-31';
const all = readSalesFile('../shared/data/kc_house_data.csv').sales.filter((s) => isUsableSale(s) && s.date <= to);
const model = train(all.filter((s) => s.date <= until), { asOf: '2014-12-01', settings: withSettings(overrides) });
const index = indexSales(model, all);
const earlier = earlierSalesOf(all);
const rows: any[] = [];
for (const sale of all.filter((s) => s.date > until)) {
  const a = appraise(model, withOwnSale(sale, earlier.get(sale.id)), { asOf: sale.date, sales: index });
  if (a.kind !== 'appraisal') continue;
  const w = ownWeightOf(model, a);
  rows.push({ id: sale.id, p: Math.log(sale.price), m: a.modelValueLog, c: a.comparablesLog, b: a.blendLog, f: valueLogOf(a, w), date: sale.date, s: a.support, area: sale.area, nb: sale.neighbourhood, sqft: sale.sqft, lat: sale.lat, lon: sale.lon, grade: sale.grade, cond: sale.condition, yb: sale.yearBuilt, lot: sale.lotSqft, beds: sale.bedrooms, baths: sale.bathrooms, ncomp: a.comparables.length, d0: a.comparables[0]?.distanceKm });
}
writeFileSync(process.env.OUT ?? '.scratch/diag.json', JSON.stringify(rows));
const med = (a: number[]) => { a = [...a].sort((x, y) => x - y); const n = a.length; return n % 2 ? a[(n - 1) / 2]! : (a[n / 2 - 1]! + a[n / 2]!) / 2; };
const ape = (r: any, k: string) => Math.abs(Math.exp(r[k] - r.p) - 1);
const rep = (name: string, g: any[]) => console.log(name.padEnd(12), String(g.length).padStart(5), ['m', 'c', 'b', 'f'].map((k) => `${k} ${(100 * med(g.map((r) => ape(r, k)))).toFixed(2)}`).join(' '), 'w10', (100 * g.filter((r) => ape(r, 'f') <= 0.1).length / g.length).toFixed(1), 'bias', (100 * med(g.map((r) => r.p - r.f))).toFixed(2), 'mbias', (100 * med(g.map((r) => r.p - r.m))).toFixed(2), 'cbias', (100 * med(g.map((r) => r.p - r.c))).toFixed(2));
rep('all', rows);
for (const area of new Set(rows.map((r) => r.area))) rep(String(area), rows.filter((r) => r.area === area));
