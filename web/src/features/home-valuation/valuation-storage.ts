import type { HomeValuation, LastListing } from '@shared/home-value/types';
import { isPropertyType, type PropertyType } from '@shared/property-types';

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

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const optional = (value: unknown, is: (value: unknown) => boolean) => value === undefined || is(value);
const optionalNumbers = (fields: Fields, keys: readonly string[]) =>
  keys.every((key) => optional(fields[key], isNumber));

/** The info state as the address step wrote it: an address, and the listing's facts it read. */
export function isValuationInfo(value: unknown): value is ValuationInfo {
  return (
    isRecord(value) &&
    isText(value.locationId) &&
    isText(value.address) &&
    optional(value.unit, isText) &&
    optional(value.type, (type) => isText(type) && isPropertyType(type)) &&
    optionalNumbers(value, ['bedroom', 'bathroom', 'parking', 'footageFrom', 'lotFront', 'lotDepth']) &&
    optional(value.lastListing, (listing) => isRecord(listing) && isText(listing.mls))
  );
}

/** A valuation as `POST /homevalue` answered it: the figures the estimation step shows. */
export function isStoredValuation(value: unknown): value is HomeValuation {
  return (
    isRecord(value) &&
    isText(value.id) &&
    isText(value.createdAt) &&
    isText(value.displayAddress) &&
    isText(value.instanceValueDate) &&
    isNumber(value.instanceValue) &&
    isNumber(value.lowerRange) &&
    isNumber(value.upperRange) &&
    typeof value.confirmed === 'boolean' &&
    isRecord(value.request) &&
    isText(value.request.locationId) &&
    isText(value.request.address)
  );
}

export function isPendingClaim(value: unknown): value is PendingClaim {
  return isRecord(value) && isText(value.id) && isText(value.claimSecret);
}

const infoKey = 'homeValuation.info';
const estimationKey = 'homeValuation.estimation';
const claimKey = 'homeValuation.claim';

/**
 * The stored value when it has the shape `is` checks; anything else (another version's shape,
 * a hand-edited value, text that is not JSON) reads as nothing stored, never as trusted data.
 */
function read<T>(storage: Storage, key: string, is: (value: unknown) => value is T): T | undefined {
  try {
    const text = storage.getItem(key);
    const value: unknown = text ? JSON.parse(text) : undefined;
    return is(value) ? value : undefined;
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

export const storedInfo = () => read(sessionStorage, infoKey, isValuationInfo);
export const storeInfo = (info: ValuationInfo | undefined) => write(sessionStorage, infoKey, info);

export const storedEstimation = () => read(sessionStorage, estimationKey, isStoredValuation);
export const storeEstimation = (valuation: HomeValuation | undefined) =>
  write(sessionStorage, estimationKey, valuation);

export const pendingClaim = () => read(localStorage, claimKey, isPendingClaim);
export const rememberClaim = (claim: PendingClaim) => write(localStorage, claimKey, claim);
export const forgetClaim = () => write(localStorage, claimKey, undefined);
