import { versionedObjects } from '../lib/adapters/versioned-objects';
import type { ArtifactPointer } from './artifact';
import { valuationModelObjects } from './keys';

/**
 * The valuation model's artifacts in S3 (README.md "The model in production"): written by the
 * training job, read by the service. An artifact never changes once written; the pointer,
 * written last, says which is current.
 */
const artifacts = versionedObjects<ArtifactPointer>({
  prefix: valuationModelObjects.prefix,
  pointerKey: valuationModelObjects.pointer(),
  suffix: '.json.gz',
  contentType: 'application/gzip',
});

export const putArtifact = artifacts.put;
export const getArtifactPointer = artifacts.pointer;
export const getArtifactBytes = artifacts.bytes;
/** Deletes every artifact but the ones in `keep`; answers how many went. */
export const deleteArtifactsExcept = artifacts.deleteExcept;
