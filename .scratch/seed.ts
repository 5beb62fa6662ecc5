import { seededSales } from '../infra/local/cli/backtest/load-sales';
import { heldOutBacktest } from '../shared/valuation/backtest';
import { withSettings } from '../shared/valuation/settings';
const overrides = JSON.parse(process.env.VAL ?? '{}');
const { sales } = seededSales(120000, '2026-05-15');
const t0 = Date.now();
const r = heldOutBacktest(sales, '2026-05-15', { settings: withSettings(overrides) });
console.log(`SEED ${process.env.TAG ?? ''} ${JSON.stringify(overrides)} n=${r.count} mdape=${r.mdape} w10=${r.within10} cov=${r.coverage80} hw=${r.halfWidth80} repeat=${r.figures.repeatSales.mdape} secs=${((Date.now() - t0) / 1000).toFixed(0)}`);
