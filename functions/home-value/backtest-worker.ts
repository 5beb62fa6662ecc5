import { parentPort, workerData } from 'node:worker_threads';
import { heldOutBacktest } from '@shared/valuation/backtest';
import type { ValuationSale } from '@shared/valuation/types';

/**
 * The held-out back-test on a worker thread (backtest-aside.ts starts it): the same function on
 * the same sales, while the training job's own thread trains the model.
 */
const { sales, today } = workerData as { sales: ValuationSale[]; today: string };
const started = Date.now();
const report = heldOutBacktest(sales, today);
parentPort!.postMessage({ report, ms: Date.now() - started });
