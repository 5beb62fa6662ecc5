// Validation-only diagnostics of the components.
import { readSalesFile } from '../infra/local/cli/backtest/load-sales';
import { isUsableSale } from '../shared/valuation/sales-index';
import { train, indexSales } from '../shared/valuation/train';
import { appraise } from '../shared/valuation/appraise';
import { ownWeightOf, valueLogOf } from '../shared/valuation/estimate';
import { earlierSalesOf, withOwnSale } from '../shared/valuation/own-sale';
import { withSettings } from '../shared/valuation/settings';
const overrides = JSON.parse(process.env.VAL ?? '{}');
const until = '2014-11-30', to = '2015-01-31';
const all = readSalesFile('../shared/data/kc_house_data.csv').sales.filter((s) => isUsableSale(s) && s.date <= to);
const model = train(all.filter((s) => s.date <= until), { asOf: '2014-12-01', settings: withSettings(overrides) });
const index = indexSales(model, all);
const earlier = earlierSalesOf(all);
type R = { p: number; m: number; c: number; b: number; f: number; date: string; s: number };
const res: R[] = [];
for (const sale of all.filter((s) => s.date > until)) {
  const a = appraise(model, withOwnSale(sale, earlier.get(sale.id)), { asOf: sale.date, sales: index });
  if (a.kind !== 'appraisal') continue;
  const w = ownWeightOf(model, a);
  const sp = Math.sqrt(a.comparables.reduce((t, c) => t + c.weight * (c.adjustedLog - a.comparablesLog) ** 2, 0) / a.support);
  res.push({ p: Math.log(sale.price), m: a.modelValueLog, c: a.comparablesLog, b: a.blendLog, f: valueLogOf(a, w), date: sale.date, s: a.support, sp, lvl: a.level, sz: Math.log(sale.sqft ?? 1000) } as R);
}
const med = (a: number[]) => { a = [...a].sort((x, y) => x - y); const n = a.length; return n % 2 ? a[(n - 1) / 2]! : (a[n / 2 - 1]! + a[n / 2]!) / 2; };
const mdape = (rs: R[], k: keyof R) => (100 * med(rs.map((r) => Math.abs(Math.exp((r[k] as number) - r.p) - 1)))).toFixed(2);
const bias = (rs: R[], k: keyof R) => (100 * med(rs.map((r) => r.p - (r[k] as number)))).toFixed(2);
const mean = (rs: R[], k: keyof R) => (100 * rs.reduce((s, r) => s + r.p - (r[k] as number), 0) / rs.length).toFixed(2);
console.log('all', res.length, 'model', mdape(res, 'm'), 'comps', mdape(res, 'c'), 'blend', mdape(res, 'b'), 'final', mdape(res, 'f'));
console.log('bias med (price-final, %)', bias(res, 'f'), 'mean', mean(res, 'f'), 'model bias', bias(res, 'm'), 'comps bias', bias(res, 'c'));
for (const [name, f] of [['dec1-15', (r: R) => r.date < '2014-12-16'], ['dec16-31', (r: R) => r.date >= '2014-12-16' && r.date < '2015-01-01'], ['jan1-15', (r: R) => r.date >= '2015-01-01' && r.date < '2015-01-16'], ['jan16-31', (r: R) => r.date >= '2015-01-16']] as const) {
  const g = res.filter(f);
  console.log(name, g.length, 'mdape', mdape(g, 'f'), 'bias', bias(g, 'f'), 'model bias', bias(g, 'm'), 'comps bias', bias(g, 'c'));
}
const sorted = [...res].sort((a, b) => a.f - b.f);
for (let k = 0; k < 5; k++) {
  const g = sorted.slice(Math.floor((k * sorted.length) / 5), Math.floor(((k + 1) * sorted.length) / 5));
  console.log('fifth', k + 1, 'mdape', mdape(g, 'f'), 'bias', bias(g, 'f'), 'model', mdape(g, 'm'), 'mbias', bias(g, 'm'), 'comps', mdape(g, 'c'), 'cbias', bias(g, 'c'));
}
(await import('node:fs')).writeFileSync('.scratch/diag.json', JSON.stringify(res));
// best fixed blend
for (const k of [0.5, 1, 2, 3, 4, 6]) {
  const g = res.map((r) => ({ ...r, b: r.m + (r.s / (r.s + k)) * (r.c - r.m) }));
  console.log('blendSupport', k, mdape(g, 'b'));
}
