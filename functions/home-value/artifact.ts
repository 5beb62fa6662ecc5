import type { AccuracyAnswer } from '@shared/home-value/accuracy-answer';
import type { ValuationModel } from '@shared/valuation/model';
import { StoredRowsMismatch, type IndexEvidence } from '@shared/valuation/sales-index';
import type { ValuationSale } from '@shared/valuation/types';

export const artifactFormat = 'gta-homes-valuation-artifact';
/**
 * 2: the accuracy is the back-test itself, with fifths of the estimate and repeat sales (issue 25).
 * 3: the older sales' index evidence (`earlierIndex`), so the service's index reaches as far back
 * as the model's.
 * 4: the place features come from neighbours found by place, time and type, not size: a model
 * trained before read them differently, so it is retrained rather than loaded.
 * 5: the range's scale has a term for the comparables' adjustments (`calibration.scale.adjustment`),
 * which a model trained before lacks.
 * 6: and one for how far the home's own sale lies from its comparables (`calibration.scale.ownGap`).
 * 7: the model's format 3 (trees of log price per square foot, averaged over ensembles, with more
 * place features): an older artifact is refused by its pointer, not downloaded and parsed.
 * 8: the model's format 4 (typical sizes by type and bedroom count).
 * 9: the trees keep the lot front monotone (review 34 M2): a model trained before, of the same
 * format, lets a wider lot lower the value, so it is retrained rather than loaded (review 35 L4).
 * 11: a board range from 0 ('0-499') is read as 424.5 sq ft, not 250 (QA 74a M2): a model trained
 * before learned those sales at 250, and would value the same homes read at 424.5 as larger
 * (review 74 M3). 10 is skipped: commit 8b3f301d wrote artifacts numbered 10 for an hour, on
 * main only.
 *
 * The sales' neighbour features (`neighbourFeatures`) came later without a new version: an
 * artifact without them is loaded as before, its features found by the instance.
 */
export const artifactVersion = 11;

/** One street address of the listings: a house, or a building with its units. */
export interface AddressEntry {
  /** The locationId: the slug of the street address and city. */
  id: string;
  /** As the listings spell it: `88 Harbour Street`. */
  address: string;
  houseNumber: string;
  street: string;
  city: string;
  neighbourhoodId: string;
  neighbourhood: string;
  area: string;
  lat: number;
  lon: number;
  /** The units that had a listing, sorted; empty for a house. */
  units: string[];
  /**
   * A listing here had no unit: the address is a home too, not only a building's units (a house
   * whose basement was leased as 'Bsmt'), so a valuation may give no unit (review 39 M4).
   * Absent in artifacts trained before it: then a unit is asked for wherever units are.
   */
  wholeHome?: true;
}

/**
 * What the training job writes and the service loads (README.md "The model in production"):
 * the model, the sales the comparables come from (the last two years only, so that a cold
 * start indexes a fifth of the data), what the older sales tell the area index (so it reaches
 * as far back as the data: the own sale is carried and the history drawn along it), the
 * address directory and the back-test per type.
 */
export interface ValuationArtifact {
  format: typeof artifactFormat;
  version: typeof artifactVersion;
  builtAt: string;
  /** The Toronto date it was trained on. */
  today: string;
  model: ValuationModel;
  sales: ValuationSale[];
  /** The index evidence of the sales before `sales` (`indexEvidenceOf`). */
  earlierIndex: IndexEvidence;
  /**
   * The neighbour features of the sales index the service builds from `sales` and
   * `earlierIndex`, row after row (`SalesIndex.neighbourFeatureRows`): a Float64Array's bytes in
   * the platform's byte order (little-endian on every machine and Lambda it runs on), in
   * base64, so that NaN (no neighbour has the fact) and every bit are kept. Absent from
   * artifacts written before it: the instance finds them itself, as it did.
   */
  neighbourFeatures?: string;
  addresses: AddressEntry[];
  accuracy: AccuracyAnswer;
}

/** The small object that says which artifact is current. */
export interface ArtifactPointer {
  version: string;
  /** The artifact's `version` (`artifactVersion`); absent on pointers written before version 3. */
  artifactVersion?: number;
  key: string;
  today: string;
  builtAt: string;
  bytes: number;
  sales: number;
  addresses: number;
}

/** Whether the pointer's artifact is of this code's version (pointers before version 3 do not say: not). */
export const isCurrentArtifact = (pointer: ArtifactPointer) => pointer.artifactVersion === artifactVersion;

export function parseArtifact(json: unknown): ValuationArtifact {
  const artifact = json as Partial<ValuationArtifact> | null;
  if (!artifact || artifact.format !== artifactFormat || artifact.version !== artifactVersion) {
    throw new Error('This is not a valuation artifact of this version.');
  }
  return artifact as ValuationArtifact;
}

/** `88 Harbour Street`, `Toronto` → `88-harbour-street-toronto`. */
export function locationIdOf(address: string, city: string): string {
  return `${address} ${city}`
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
}

/** `88 Harbour Street` → house number `88`, street `Harbour Street` (no number: all street). */
export function addressParts(address: string): { houseNumber: string; street: string } {
  const match = /^(\d+[A-Za-z]?)\s+(.+)$/.exec(address.trim());
  return match ? { houseNumber: match[1]!, street: match[2]! } : { houseNumber: '', street: address.trim() };
}

/** `ValuationArtifact.neighbourFeatures` of a sales index's rows. */
export const encodeFeatureRows = (rows: Float64Array): string =>
  Buffer.from(rows.buffer, rows.byteOffset, rows.byteLength).toString('base64');

/** The rows `encodeFeatureRows` wrote, copied so that they are aligned for a Float64Array. */
export function decodeFeatureRows(text: string): Float64Array {
  const bytes = Buffer.from(text, 'base64');
  if (bytes.byteLength % Float64Array.BYTES_PER_ELEMENT !== 0)
    throw new StoredRowsMismatch('The stored neighbour features are cut short.');
  return new Float64Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}
