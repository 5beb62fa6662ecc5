import { gunzipSync } from 'node:zlib';
import { indexSales } from '@shared/valuation/train';
import type { SalesIndex } from '@shared/valuation/sales-index';
import type { ValuationModel } from '@shared/valuation/model';
import type { PriceIndexSeries } from '@shared/valuation/price-index';
import type { AccuracyAnswer } from '@shared/home-value/types';
import { createLogger } from '../lib/logger';
import { AddressDirectory } from './address-directory';
import { parseArtifact } from './artifact';
import { getArtifactBytes, getArtifactPointer } from './artifact-repository';

/**
 * The valuation engine of this Lambda instance: the model, the sales index its comparables
 * come from, the address directory and the accuracy table, loaded from the current artifact
 * on first use and kept between requests. At most every `checkEveryMs` a request reads the
 * small pointer; when the job has written a newer artifact, that request loads it. Before the
 * job's first run there is none (and the pointer is checked more often).
 */
export interface ValuationEngine {
  version: string;
  today: string;
  model: ValuationModel;
  sales: SalesIndex;
  /** The area price index as of the artifact's day: what the chart back-casts with. */
  priceIndex: PriceIndexSeries;
  addresses: AddressDirectory;
  accuracy: AccuracyAnswer;
}

const checkEveryMs = 60_000;
const checkEmptyEveryMs = 5_000;
const logger = createLogger('valuation-engine');

let current: ValuationEngine | undefined;
let empty = false;
let checkedAt = 0;
let refreshing: Promise<ValuationEngine | undefined> | undefined;

async function refresh(): Promise<ValuationEngine | undefined> {
  const pointer = await getArtifactPointer();
  if (!pointer) return undefined;
  if (pointer.version === current?.version) return current;
  const started = Date.now();
  const artifact = parseArtifact(JSON.parse(gunzipSync(await getArtifactBytes(pointer.key)).toString('utf8')));
  const sales = indexSales(artifact.model, artifact.sales);
  const engine: ValuationEngine = {
    version: pointer.version,
    today: artifact.today,
    model: artifact.model,
    sales,
    priceIndex: sales.indexAt(artifact.today),
    addresses: new AddressDirectory(artifact.addresses),
    accuracy: artifact.accuracy,
  };
  logger.info('Valuation model loaded', {
    version: pointer.version,
    sales: artifact.sales.length,
    addresses: artifact.addresses.length,
    ms: Date.now() - started,
  });
  return engine;
}

/** The current engine, or undefined before the training job's first run. */
export async function valuationEngine(): Promise<ValuationEngine | undefined> {
  const age = Date.now() - checkedAt;
  const due = checkedAt === 0 || age > (empty ? checkEmptyEveryMs : checkEveryMs);
  if (!due) return current;
  refreshing ??= refresh()
    .then((engine) => {
      current = engine;
      empty = !engine;
      checkedAt = Date.now();
      return engine;
    })
    .catch((error: unknown) => {
      // A failed check keeps the engine this instance has; without one, the call fails.
      if (!current) throw error;
      logger.error('Valuation model refresh failed', error as Error);
      checkedAt = Date.now();
      return current;
    })
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

/** For tests that train a new artifact between calls. */
export function forgetValuationEngine(): void {
  current = undefined;
  empty = false;
  checkedAt = 0;
}
