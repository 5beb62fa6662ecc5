// Validation only: comparables adjusted with out-of-fold tree residuals for the training sales.
import { readSalesFile } from '../infra/local/cli/backtest/load-sales';
import { isUsableSale } from '../shared/valuation/sales-index';
import { train, indexSales } from '../shared/valuation/train';
import { estimate } from '../shared/valuation/estimate';
import { earlierSalesOf, withOwnSale } from '../shared/valuation/own-sale';
import { withSettings } from '../shared/valuation/settings';
import { fitBoostedTrees, predictTrees, seededRandom } from '../shared/valuation/boosting';
import { featureCount, featureNames, increasingHomeFeatures, segmentOf } from '../shared/valuation/features';
import { indexLevel, seriesKey } from '../shared/valuation/price-index';
const K = Number(process.env.K ?? 5);
const MIX = Number(process.env.MIX ?? 1);
const settings = withSettings(JSON.parse(process.env.VAL ?? '{}'));
const until = '2014-11-30', to = '2015-01-31';
const all = readSalesFile('../shared/data/kc_house_data.csv').sales.filter((s) => isUsableSale(s) && s.date <= to);
const model = train(all.filter((s) => s.date <= until), { asOf: '2014-12-01', settings });
const index = indexSales(model, all);
const series = index.indexAt('2014-12-01');
const trainRows = index.sales.flatMap((s, row) => (s.date <= until ? [row] : []));
const fold = new Int32Array(index.size);
const rnd = seededRandom(7);
for (const r of trainRows) fold[r] = Math.floor(rnd() * K);
const monotone = featureNames.map((n) => (increasingHomeFeatures.has(n) ? 1 : 0));
const oos = Float64Array.from(index.modelLog!);
for (let k = 0; k < K; k++) {
  const rows = trainRows.filter((r) => fold[r] !== k);
  const x = new Float64Array(rows.length * featureCount);
  const y = new Float64Array(rows.length);
  rows.forEach((r, i) => {
    x.set(index.features.subarray(r * featureCount, (r + 1) * featureCount), i * featureCount);
    const s = index.sales[r]!;
    y[i] = Math.log(s.price) - indexLevel(series, seriesKey(series, s.area, segmentOf(s.type)), index.month[r]!);
  });
  const trees = fitBoostedTrees(x, y, featureCount, settings.boosting, monotone);
  for (const r of trainRows) if (fold[r] === k) oos[r] = MIX * predictTrees(trees, index.features, r * featureCount) + (1 - MIX) * oos[r]!;
}
if (!process.env.KRIG) index.modelLog = oos;
const { project } = await import('../shared/valuation/features');
const { dayNumber } = await import('../shared/valuation/dates');
const { appraise } = await import('../shared/valuation/appraise');
const { ownWeightOf, valueLogOf } = await import('../shared/valuation/estimate');
if (process.env.KRIG) {
  const earlier0 = earlierSalesOf(all);
  const dump: unknown[] = [];
  for (const sale of all.filter((s) => s.date > until)) {
    const a = appraise(model, withOwnSale(sale, earlier0.get(sale.id)), { asOf: sale.date, sales: index });
    if (a.kind !== 'appraisal') continue;
    const f = valueLogOf(a, ownWeightOf(model, a));
    const [x, y] = project(model.projection, sale.lat, sale.lon);
    const ser = index.indexAt(sale.date);
    const nb = index.neighbours('freehold', { x, y, logSize: Number.NaN, type: 0 }, dayNumber(sale.date), 30);
    const rs = nb.map(({ row, weight, distanceKm }) => {
      const s = index.sales[row]!;
      const r = Math.log(s.price) - indexLevel(ser, seriesKey(ser, s.area, 'freehold'), index.month[row]!) - oos[row]!;
      const rin = Math.log(s.price) - indexLevel(ser, seriesKey(ser, s.area, 'freehold'), index.month[row]!) - index.modelLog![row]!;
      return [weight, r, rin, distanceKm, dayNumber(sale.date) - dayNumber(s.date)];
    });
    dump.push({ p: Math.log(sale.price), f, m: a.modelValueLog, c: a.comparablesLog, s: a.support, rs });
  }
  (await import('node:fs')).writeFileSync('.scratch/krig.json', JSON.stringify(dump));
  process.exit(0);
}
const earlier = earlierSalesOf(all);
const res: { p: number; v: number; lo: number; hi: number }[] = [];
for (const sale of all.filter((s) => s.date > until)) {
  const r = estimate(model, withOwnSale(sale, earlier.get(sale.id)), { asOf: sale.date, sales: index });
  if (r.kind === 'estimate') res.push({ p: sale.price, v: r.value, lo: r.lowerRange, hi: r.upperRange });
}
const med = (a: number[]) => { a.sort((x, y) => x - y); const n = a.length; return n % 2 ? a[(n - 1) / 2]! : (a[n / 2 - 1]! + a[n / 2]!) / 2; };
const e = (r: (typeof res)[0]) => Math.abs(r.v - r.p) / r.p;
const sorted = [...res].sort((a, b) => a.v - b.v);
const fifths = [0, 1, 2, 3, 4].map((k) => (100 * med(sorted.slice(Math.floor((k * sorted.length) / 5), Math.floor(((k + 1) * sorted.length) / 5)).map(e))).toFixed(1)).join('/');
console.log(`OOS K=${K} MIX=${MIX} ${process.env.VAL ?? ''} n=${res.length} mdape=${(100 * med(res.map(e))).toFixed(2)} w10=${((100 * res.filter((r) => e(r) <= 0.1).length) / res.length).toFixed(1)} cov=${((100 * res.filter((r) => r.lo <= r.p && r.p <= r.hi).length) / res.length).toFixed(1)} fifths=${fifths}`);
