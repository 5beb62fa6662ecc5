import type { HomeValuation, LastListing } from '@shared/home-value/types';
import { isPropertyType, type PropertyType } from '@shared/property-types';
import { isRecord, isText, readStored, writeStored } from '../../lib/stored-value';

/*
 * What the valuation flow keeps between its steps (document 3 §2.7): the info state (the
 * address step's answer, read by the details step) and the estimation state (the valuation
 * just made, read by the estimation step) live for the tab's session (the claim of an anonymous
 * valuation: pending-claim.ts).
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
  /**
   * The valuation the details step made from this info: Back from its estimate opens the form
   * on it, to update rather than make the home's valuation twice (QA 76a M1). Read only as
   * equal to the stored estimate's id, so the check above need not look at it.
   */
  valuationId?: string;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const optional = (value: unknown, is: (value: unknown) => boolean) => value === undefined || is(value);
const optionalNumbers = (fields: Record<string, unknown>, keys: readonly string[]) =>
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

const infoKey = 'homeValuation.info';
const estimationKey = 'homeValuation.estimation';

export const storedInfo = () => readStored(sessionStorage, infoKey, isValuationInfo);
export const storeInfo = (info: ValuationInfo | undefined) => writeStored(sessionStorage, infoKey, info);

export const storedEstimation = () => readStored(sessionStorage, estimationKey, isStoredValuation);
export const storeEstimation = (valuation: HomeValuation | undefined) =>
  writeStored(sessionStorage, estimationKey, valuation);
