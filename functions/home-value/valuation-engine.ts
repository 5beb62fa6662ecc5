import { gunzipSync } from 'node:zlib';
import { indexSales } from '@shared/valuation/train';
import { StoredRowsMismatch, type SalesIndex } from '@shared/valuation/sales-index';
import { modelFormatVersion, type ValuationModel } from '@shared/valuation/model';
import type { PriceIndexSeries } from '@shared/valuation/price-index';
import type { AccuracyAnswer } from '@shared/home-value/accuracy-answer';
import { createLogger } from '../lib/logger';
import { refreshing } from '../lib/refreshing';
import { AddressDirectory } from './address-directory';
import {
  artifactVersion,
  decodeFeatureRows,
  isCurrentArtifact,
  parseArtifact,
  type ArtifactPointer,
  type ValuationArtifact,
} from './artifact';
import { getArtifactBytes, getArtifactPointer } from './artifact-repository';

/**
 * The valuation engine of this Lambda instance: the model, the sales index its comparables
 * come from, the address directory and the accuracy table, loaded from the current artifact
 * on first use and kept between requests (functions/lib/refreshing.ts). At most every 60 s a request reads the
 * small pointer; when the job has written a newer artifact, that request loads it. Before the
 * job's first run there is none (and the pointer is checked every 5 s). An artifact of another
 * version than this code's (written before a format change, until the job runs again) is not
 * loaded: an instance that has an engine keeps it, one that has none has no engine yet, so the
 * valuation calls answer 503 'not available yet' rather than fail.
 */
export interface ValuationEngine {
  version: string;
  today: string;
  model: ValuationModel;
  sales: SalesIndex;
  /**
   * The area price index as of the artifact's day, from all its sales (the recent ones and the
   * older ones' evidence): what the chart back-casts with.
   */
  priceIndex: PriceIndexSeries;
  addresses: AddressDirectory;
  accuracy: AccuracyAnswer;
}

// Marked pure, so that a bundle importing this service's published module for something else
// (the user service: a listing's existence) leaves the valuation model out: 24 KB of the user bundle.
const logger = /* @__PURE__ */ createLogger('valuation-engine');

const isCurrentModel = (artifact: ValuationArtifact) => artifact.model?.version === modelFormatVersion;

let foreignLogged: string | undefined;

/** A pointer or artifact of another version: keep what this instance has, and say so once. */
function foreign(pointer: ArtifactPointer, current: ValuationEngine | undefined): ValuationEngine | undefined {
  if (foreignLogged !== pointer.version) {
    foreignLogged = pointer.version;
    logger.warn('Valuation artifact of another version: waiting for the valuation-model job to write this one', {
      version: pointer.version,
      artifactVersion: pointer.artifactVersion,
      expected: artifactVersion,
    });
  }
  return current;
}

/**
 * The artifact's sales index, with the neighbour features the job stored. An artifact written
 * before it stored them, or whose stored rows do not fit its sales (a fault: said once in the
 * log), has them found here instead: slower, the same index.
 */
function salesIndexOf(artifact: ValuationArtifact, version: string): SalesIndex {
  const { model, sales, earlierIndex, neighbourFeatures } = artifact;
  if (neighbourFeatures === undefined) return indexSales(model, sales, earlierIndex);
  try {
    return indexSales(model, sales, earlierIndex, decodeFeatureRows(neighbourFeatures));
  } catch (error) {
    // Only the stored rows' own fault (cut bytes, rows of other sales): any other is the index's, and would fail again.
    if (!(error instanceof StoredRowsMismatch)) throw error;
    logger.warn('Stored neighbour features not read: found again', { version, error: String(error) });
    return indexSales(model, sales, earlierIndex);
  }
}

async function check(current: ValuationEngine | undefined): Promise<ValuationEngine | undefined> {
  const pointer = await getArtifactPointer();
  if (!pointer) return undefined;
  if (pointer.version === current?.version) return current;
  if (!isCurrentArtifact(pointer)) return foreign(pointer, current);
  const started = Date.now();
  const json = JSON.parse(gunzipSync(await getArtifactBytes(pointer.key)).toString('utf8')) as ValuationArtifact;
  if (json?.version !== artifactVersion || !isCurrentModel(json)) return foreign(pointer, current);
  const artifact = parseArtifact(json);
  const sales = salesIndexOf(artifact, pointer.version);
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

const loader = /* @__PURE__ */ refreshing({
  name: 'valuation-engine',
  check,
  freshness: { everyMs: 60_000, emptyEveryMs: 5_000 },
});

/** The current engine, or undefined before the training job's first run. */
export const valuationEngine = (): Promise<ValuationEngine | undefined> => loader.get();

/** For tests that train a new artifact between calls. */
export function forgetValuationEngine(): void {
  loader.forget();
  foreignLogged = undefined;
}
