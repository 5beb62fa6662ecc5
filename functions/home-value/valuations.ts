import { isDeepStrictEqual } from 'node:util';
import { createHash, randomBytes } from 'node:crypto';
import { torontoDate } from '@shared/format/dates';
import {
  defaultReceiveUpdates,
  type CreatedValuation,
  type HomeValuation,
  type LastListing,
  type ValuationRequest,
} from '@shared/home-value/types';
import { homeValueMessages } from '@shared/home-value/messages';
import { unitKey } from '@shared/listing';
import { improvementDateIssues } from '@shared/home-value/improvement-dates';
import type { Caller } from '../lib/auth/caller';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import { countAgainstLimit, type RateRule } from '../lib/rate-limit/fixed-window';
import { countRateRequest, recordHomeValueEvent, valuationParty, type HomeValueEvent } from '../user/published';
import { reachValuation } from './access';
import { editedFacts, factsStampOf } from './edited-facts';
import type { AddressEntry } from './artifact';
import { lastListingAt } from './last-listing';
import { deleteValuation, putHistoryPoint, putNewValuation, replaceValuation } from './valuation-repository';
import { historyPointOf, type ValuationLocation, type ValuationRecord } from './valuation-record';
import { firstSizeAfterEdit, listedHomeOf, readyEngine, sizeGiven, valueHome } from './valuing';
import { partyView, valuationView } from './views';

/** Anonymous valuations per network: enough for a family comparing homes, not a scraper. */
export const anonymousValuationLimit = {
  bucket: 'valuation',
  limit: 10,
  windowSeconds: 3600,
} as const satisfies RateRule;

const unitRequired = () => new ValidationError([{ field: 'unit', message: homeValueMessages.unitRequired }], 1450);

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const newId = () => randomBytes(12).toString('base64url');

function locationOf(entry: AddressEntry): ValuationLocation {
  return {
    address: entry.address,
    city: entry.city,
    lat: entry.lat,
    lon: entry.lon,
    neighbourhoodId: entry.neighbourhoodId,
    area: entry.area,
  };
}

const displayAddressOf = (location: ValuationLocation, unit: string | undefined) =>
  `${unit ? `${unit} - ` : ''}${location.address}, ${location.city}`;

/**
 * The address behind a locationId and the unit as its listings spell it, with the unit rule of
 * document 3 §2.7 (code 1450). A unit is the home: a visitor's estimate leaves the home's own
 * sales out by it, so a unit the address never had, or one spelt another way ('01203' for
 * '1203'), would match no home and put the home's sale back among its comparables, at 0 m, and
 * the estimate onto its price (QA 39 M1). So a unit at an address none of whose listings had one
 * is refused, and a unit that reads as a listed one becomes it; one no listing had (a unit never
 * listed, or 'U1203') stays as typed, and is valued with none of the address's sales
 * (`subjectAt`), as which of them is its own is not known (review 39 M2). No unit is asked for at an address that is a
 * home too (`wholeHome`: a house whose basement was leased), whose sales are then left out.
 */
async function addressOf(
  locationId: string,
  typed: string | undefined,
): Promise<{ entry: AddressEntry; unit: string | undefined }> {
  const engine = await readyEngine();
  const entry = engine.addresses.get(locationId);
  if (!entry) throw new NotFoundError('There is no address with this id.');
  if (!typed) {
    if (entry.units.length > 0 && !entry.wholeHome) throw unitRequired();
    return { entry, unit: undefined };
  }
  if (entry.units.length === 0) throw new ValidationError([{ field: 'unit', message: homeValueMessages.noUnitsHere }]);
  const key = unitKey(typed);
  return { entry, unit: entry.units.find((listed) => unitKey(listed) === key) ?? typed };
}

/** `GET /homevalue/lastlisting`: the address's last listing, masked for a visitor. */
export async function lastListingFor(locationId: string, typed: string | undefined): Promise<LastListing> {
  const { entry, unit } = await addressOf(locationId, typed);
  const listing = await lastListingAt(locationOf(entry), unit);
  if (!listing) throw new NotFoundError('There is no listing at this address.');
  return listing;
}

export async function feed(ownerId: string | undefined, event: HomeValueEvent, record: ValuationRecord, now: Date) {
  if (!ownerId) return;
  await recordHomeValueEvent(ownerId, event, { address: record.displayAddress, valuationId: record.id }, now);
}

/**
 * Improvements completed before the home was built (its listings' building ages say when, which
 * only the service knows) are refused, as the form refuses them (issue 25 "Bad input").
 */
function checkImprovementDates(request: ValuationRequest, lastListing: LastListing | undefined, today: string) {
  const issues = improvementDateIssues(request.homeImprovements ?? [], {
    today,
    ...(lastListing?.earliestYearBuilt !== undefined && { earliestYearBuilt: lastListing.earliestYearBuilt }),
  });
  if (issues.length > 0) {
    throw new ValidationError(
      issues.map(({ index, message }) => ({ field: `homeImprovements.${index}.completionDate`, message })),
    );
  }
}

/** Purchase facts and improvements are for signed-in owners only (document 3 §5, §6): dropped otherwise. */
function forCaller(request: ValuationRequest, caller: Caller | null): ValuationRequest {
  if (caller) return request;
  const { purchaseDate: _date, purchasePrice: _price, homeImprovements: _improvements, ...rest } = request;
  return rest;
}

/**
 * `POST /homevalue`: values the home, keeps the valuation (the caller's; an anonymous one with
 * a claim secret, shown once and stored hashed) and its first history point, and answers it
 * with its share token. An anonymous caller is rate-limited per network.
 */
export async function createValuation(input: {
  body: ValuationRequest;
  caller: Caller | null;
  callerKey: () => string;
  now: Date;
}): Promise<CreatedValuation> {
  const { caller, now } = input;
  if (!caller) await countAgainstLimit(countRateRequest, anonymousValuationLimit, input.callerKey(), now);
  const { entry, unit } = await addressOf(input.body.locationId, input.body.unit);
  const { unit: _typed, ...asked } = forCaller(input.body, caller);
  const request: ValuationRequest = { ...asked, ...(unit && { unit }) };
  const location = locationOf(entry);
  const today = torontoDate(now);
  const lastListing = await lastListingAt(location, request.unit);
  checkImprovementDates(request, lastListing, today);
  // The listing's sale moves a signed-in owner's value only, never a visitor's (DECISIONS row 47).
  const firstSize = sizeGiven(request);
  const value = valueHome(await readyEngine(), location, request, today, {
    lastListing,
    owned: caller !== null,
    firstSize,
  });
  const claimSecret = caller ? undefined : randomBytes(32).toString('base64url');
  const record: ValuationRecord = {
    id: newId(),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    ...(caller && { ownerId: caller.sub }),
    ...(claimSecret && { claimSecretHash: sha256(claimSecret) }),
    shareToken: randomBytes(24).toString('base64url'),
    request: { ...request, address: `${entry.address}, ${entry.city}` },
    location,
    displayAddress: displayAddressOf(location, request.unit),
    ...(lastListing && { lastListing }),
    ...(firstSize !== undefined && { firstSize }),
    ...value,
    confirmed: false,
    receiveUpdates: defaultReceiveUpdates,
    version: 1,
  };
  await putNewValuation(record);
  await putHistoryPoint(record, historyPointOf(today, record));
  await feed(caller?.sub, 'create', record, now);
  const party = caller ? await valuationParty(caller.sub, now) : undefined;
  return { ...valuationView(record, caller ? 'owner' : 'anonymous', party), ...(claimSecret && { claimSecret }) };
}

/** `GET /homevalue/{id}`; the owner's reading is a `view` item of their feed. */
export async function readValuation(id: string, caller: Caller, now: Date): Promise<HomeValuation> {
  const { record, relation } = await reachValuation(id, caller);
  if (relation === 'owner') await feed(record.ownerId, 'view', record, now);
  return partyView(record, relation, now);
}

/** `PUT /homevalue/{id}`: new details, valued again; the address and unit stay as created. */
export async function updateValuation(
  id: string,
  { factsStamp, ...body }: ValuationRequest & { factsStamp?: string },
  caller: Caller,
  now: Date,
): Promise<HomeValuation> {
  const { record, relation } = await reachValuation(id, caller);
  const request: ValuationRequest = {
    ...body,
    locationId: record.request.locationId,
    address: record.request.address,
    ...(record.request.unit ? { unit: record.request.unit } : { unit: undefined }),
  };
  if (!request.unit) delete request.unit;
  // Saved with no fact of the form changed (Update pressed with nothing new), the details did not change.
  const changed = !isDeepStrictEqual(editedFacts(request), editedFacts(record.request));
  if (changed && factsStamp !== undefined && factsStamp !== factsStampOf(record.request)) {
    throw new ConflictError(homeValueMessages.detailsChangedElsewhere);
  }
  const today = torontoDate(now);
  checkImprovementDates(request, record.lastListing, today);
  const firstSize = firstSizeAfterEdit(record, request);
  const value = valueHome(await readyEngine(), record.location, request, today, { ...listedHomeOf(record), firstSize });
  const { explanation: _old, firstSize: _first, detailsChangedAt: changedBefore, ...rest } = record;
  // Back to the facts the agent confirmed, the confirmation is of the home as it is again (QA 76a L1).
  const backToConfirmed = changed && record.confirmedFactsStamp === factsStampOf(request);
  const detailsChangedAt = backToConfirmed ? undefined : changed ? now.toISOString() : changedBefore;
  const updated: ValuationRecord = {
    ...rest,
    ...(firstSize !== undefined && { firstSize }),
    request,
    ...value,
    ...(detailsChangedAt !== undefined && { detailsChangedAt }),
    updatedAt: now.toISOString(),
    version: record.version + 1,
  };
  await replaceValuation(updated);
  await putHistoryPoint(record, historyPointOf(today, updated));
  await feed(record.ownerId, 'update', updated, now);
  return partyView(updated, relation, now);
}

/** `DELETE /homevalue/{id}`: the owner's only (document 3 §6). */
export async function removeValuation(id: string, caller: Caller, now: Date): Promise<void> {
  const { record } = await reachValuation(id, caller, true);
  await deleteValuation(record);
  await feed(record.ownerId, 'delete', record, now);
}
