import type { HomeValuation, LastListing } from '@shared/home-value/types';
import type { PropertyType } from '@shared/property-types';

/*
 * What the valuation flow keeps between its steps (document 3 §2.7): the info state (the
 * address step's answer, read by the details step) and the estimation state (the valuation
 * just made, read by the estimation step) live for the tab's session; the claim of an anonymous
 * valuation lives in the browser until its owner signs in (DECISIONS row 7).
 */

/** Document 3 §3 "Valuation info state", with the listing it was read from. */
export interface ValuationInfo {
  locationId: string;
  address: string;
  unit?: string;
  type?: PropertyType;
  bedroom?: number;
  bathroom?: number;
  parking?: number;
  footageFrom?: number;
  lotFront?: number;
  lotDepth?: number;
  lastListing?: LastListing;
}

export interface PendingClaim {
  id: string;
  claimSecret: string;
}

const infoKey = 'homeValuation.info';
const estimationKey = 'homeValuation.estimation';
const claimKey = 'homeValuation.claim';

function read<T>(storage: Storage, key: string): T | undefined {
  try {
    const text = storage.getItem(key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

function write(storage: Storage, key: string, value: unknown): void {
  try {
    if (value === undefined) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch {
    // Private browsing or a full storage: the flow still works within the page.
  }
}

export const storedInfo = () => read<ValuationInfo>(sessionStorage, infoKey);
export const storeInfo = (info: ValuationInfo | undefined) => write(sessionStorage, infoKey, info);

export const storedEstimation = () => read<HomeValuation>(sessionStorage, estimationKey);
export const storeEstimation = (valuation: HomeValuation | undefined) =>
  write(sessionStorage, estimationKey, valuation);

export const pendingClaim = () => read<PendingClaim>(localStorage, claimKey);
export const rememberClaim = (claim: PendingClaim) => write(localStorage, claimKey, claim);
export const forgetClaim = () => write(localStorage, claimKey, undefined);
