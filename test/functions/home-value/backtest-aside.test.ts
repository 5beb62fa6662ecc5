import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { heldOutBacktest } from '@shared/valuation/backtest';
import { startHeldOutBacktest } from '../../../functions/home-value/backtest-aside';
import { handBuiltMarket } from '../../shared/valuation/market';

/**
 * `npm start`'s first start ran the valuation job's back-test after its training, one after the
 * other on one thread (35 s + 37 s). The back-test runs on a worker thread while the model
 * trains: the same report, from another thread.
 */
describe("the valuation job's back-test beside the training", () => {
  it('gives the report the back-test gives on the same sales, computed on a worker thread', async () => {
    const sales = handBuiltMarket({ sales: 3000, from: '2024-01', months: 24, seed: 7, repeatShare: 0.2 });
    const today = '2026-01-15';

    const aside = await startHeldOutBacktest(sales, today).result();

    expect(aside.thread).toBe(availableParallelism() > 1 ? 'worker' : 'main');
    expect(aside.report.count).toBeGreaterThan(100);
    expect(aside.report).toEqual(heldOutBacktest(sales, today));
  }, 120_000);

  it("runs it on the caller's thread, with the same report, when no worker can take it", async () => {
    const sales = handBuiltMarket({ sales: 1500, from: '2024-01', months: 24, seed: 8 });
    // A field no worker can be sent (a function): the worker never starts.
    const unsendable = sales.map((sale) => Object.assign({ ...sale }, { describe: () => sale.address }));
    const today = '2026-01-15';

    const aside = await startHeldOutBacktest(unsendable, today).result();

    expect(aside.thread).toBe('main');
    expect(aside.report).toEqual(heldOutBacktest(sales, today));
  }, 120_000);

  it("runs it on the caller's thread, with the same report, when the worker gives none in time", async () => {
    const sales = handBuiltMarket({ sales: 1500, from: '2024-01', months: 24, seed: 9 });
    const today = '2026-01-15';

    // A bound no worker can meet (loading its TypeScript alone takes longer): taken for hung.
    const aside = await startHeldOutBacktest(sales, today, 1).result();

    expect(aside.thread).toBe('main');
    expect(aside.report).toEqual(heldOutBacktest(sales, today));
  }, 120_000);
});
