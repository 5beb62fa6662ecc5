// Validation only: fit <= 2014-11-30, value Dec 2014 - Jan 2015. Never the test months.
import { readSalesFile } from '../infra/local/cli/backtest/load-sales';
import { isUsableSale } from '../shared/valuation/sales-index';
import { train, indexSales } from '../shared/valuation/train';
import { estimate } from '../shared/valuation/estimate';
import { earlierSalesOf, withOwnSale } from '../shared/valuation/own-sale';
import { withSettings } from '../shared/valuation/settings';
const overrides = JSON.parse(process.env.VAL ?? '{}');
const until = '2014-11-30', to = '2015-01-31';
const all = readSalesFile('../shared/data/kc_house_data.csv').sales.filter((s) => isUsableSale(s) && s.date <= to);
const t0 = Date.now();
const model = train(all.filter((s) => s.date <= until), { asOf: '2014-12-01', settings: withSettings(overrides) });
const tTrain = (Date.now() - t0) / 1000;
const index = indexSales(model, all);
const earlier = earlierSalesOf(all);
const res: { p: number; v: number; lo: number; hi: number }[] = [];
const t1 = Date.now();
for (const sale of all.filter((s) => s.date > until)) {
  const r = estimate(model, withOwnSale(sale, earlier.get(sale.id)), { asOf: sale.date, sales: index });
  if (r.kind === 'estimate') res.push({ p: sale.price, v: r.value, lo: r.lowerRange, hi: r.upperRange });
}
const tEst = (Date.now() - t1) / res.length;
const med = (a: number[]) => { a.sort((x, y) => x - y); const n = a.length; return n % 2 ? a[(n - 1) / 2]! : (a[n / 2 - 1]! + a[n / 2]!) / 2; };
const e = (r: (typeof res)[0]) => Math.abs(r.v - r.p) / r.p;
const mdape = 100 * med(res.map(e));
const w10 = (100 * res.filter((r) => e(r) <= 0.1).length) / res.length;
const cov = (100 * res.filter((r) => r.lo <= r.p && r.p <= r.hi).length) / res.length;
const sorted = [...res].sort((a, b) => a.v - b.v);
const fifths = [0, 1, 2, 3, 4].map((k) => (100 * med(sorted.slice(Math.floor((k * sorted.length) / 5), Math.floor(((k + 1) * sorted.length) / 5)).map(e))).toFixed(1)).join('/');
console.log(`${process.env.TAG ?? ''} ${JSON.stringify(overrides)} n=${res.length} mdape=${mdape.toFixed(2)} w10=${w10.toFixed(1)} cov=${cov.toFixed(1)} fifths=${fifths} train=${tTrain.toFixed(0)}s est=${tEst.toFixed(2)}ms`);
