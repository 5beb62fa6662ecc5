import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { heldOutBacktest } from '@shared/valuation/backtest';
import { startHeldOutBacktest, startTraining } from '../../../functions/home-value/aside';
import { train } from '@shared/valuation/train';
import { handBuiltMarket } from '../../shared/valuation/market';

/**
 * `npm start`'s first start ran the valuation job's back-test after its training, one after the
 * other on one thread (35 s + 37 s), and the training held the seed's writes up for its whole
 * run. Each runs on a worker thread: the same report and the same model, from another thread.
 */
describe("the valuation job's training and back-test on worker threads", () => {
  it('gives the model the training gives on the same sales, trained on a worker thread', async () => {
    const sales = handBuiltMarket({ sales: 2000, from: '2024-01', months: 24, seed: 6, repeatShare: 0.2 });
    const today = '2026-01-15';

    const aside = await startTraining(sales, today).result();

    expect(aside.thread).toBe(availableParallelism() > 1 ? 'worker' : 'main');
    expect(aside.value.sales.count).toBeGreaterThan(1000);
    expect(aside.value).toEqual(train(sales, { asOf: today }));
  }, 120_000);

  it('gives the report the back-test gives on the same sales, computed on a worker thread', async () => {
    const sales = handBuiltMarket({ sales: 3000, from: '2024-01', months: 24, seed: 7, repeatShare: 0.2 });
    const today = '2026-01-15';

    const aside = await startHeldOutBacktest(sales, today).result();

    expect(aside.thread).toBe(availableParallelism() > 1 ? 'worker' : 'main');
    expect(aside.value.count).toBeGreaterThan(100);
    expect(aside.value).toEqual(heldOutBacktest(sales, today));
  }, 120_000);

  it("runs it on the caller's thread, with the same report, when no worker can take it", async () => {
    const sales = handBuiltMarket({ sales: 1500, from: '2024-01', months: 24, seed: 8 });
    // A field no worker can be sent (a function): the worker never starts.
    const unsendable = sales.map((sale) => Object.assign({ ...sale }, { describe: () => sale.address }));
    const today = '2026-01-15';

    const aside = await startHeldOutBacktest(unsendable, today).result();

    expect(aside.thread).toBe('main');
    expect(aside.value).toEqual(heldOutBacktest(sales, today));
  }, 120_000);

  it("runs it on the caller's thread, with the same report, when the worker gives none in time", async () => {
    const sales = handBuiltMarket({ sales: 1500, from: '2024-01', months: 24, seed: 9 });
    const today = '2026-01-15';

    // A bound no worker can meet (loading its TypeScript alone takes longer): taken for hung.
    const aside = await startHeldOutBacktest(sales, today, 1).result();

    expect(aside.thread).toBe('main');
    expect(aside.value).toEqual(heldOutBacktest(sales, today));
  }, 120_000);
});
