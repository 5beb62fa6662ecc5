import { createHash, randomBytes } from 'node:crypto';
import { torontoDate } from '@shared/format/dates';
import {
  agentValuationsPageSize,
  defaultReceiveUpdates,
  valuationsPageSize,
  type CreatedValuation,
  type HomeValuation,
  type LastListing,
  type ReceiveUpdates,
  type ValuationPage,
  type ValuationRequest,
} from '@shared/home-value/types';
import { homeValueMessages } from '@shared/home-value/messages';
import { improvementDateIssues } from '@shared/home-value/improvement-dates';
import type { ConfirmBody } from '@shared/home-value/schemas';
import type { Caller } from '../lib/auth/caller';
import { verifiedEmail } from '../lib/auth/verified-email';
import { env } from '../lib/env';
import { ForbiddenError, NotFoundError, ValidationError } from '../lib/errors';
import { createLogger } from '../lib/logger';
import { sendMail } from '../lib/mail/send';
import { countAgainstLimit, type RateRule } from '../lib/rate-limit/fixed-window';
import {
  activeUserExists,
  agentIdOf,
  countRateRequest,
  mailLedger,
  recordHomeValueEvent,
  valuationParty,
  type HomeValueEvent,
} from '../user/published';
import { reachValuation, type Relation } from './access';
import type { AddressEntry } from './artifact';
import { lastListingAt } from './last-listing';
import {
  confirmationRequests,
  decodeCursor,
  deleteValuation,
  putHistoryPoint,
  putNewValuation,
  replaceValuation,
  valuationsOfOwner,
} from './valuation-repository';
import type { ValuationLocation, ValuationRecord } from './valuation-record';
import { discussionRequestMail } from './valuation-mails';
import { moveReportsToOwner } from './report-repository';
import { listedHomeOf, readyEngine, valueHome } from './valuing';
import { partyView, valuationView } from './views';

/** Anonymous valuations per network: enough for a family comparing homes, not a scraper. */
export const anonymousValuationLimit = {
  bucket: 'valuation',
  limit: 10,
  windowSeconds: 3600,
} as const satisfies RateRule;

const cursorError = () => new ValidationError([{ field: 'cursor', message: homeValueMessages.cursorInvalid }]);
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

/** The address behind a locationId, with the unit rule of document 3 §2.7 (code 1450). */
async function addressOf(locationId: string, unit: string | undefined): Promise<AddressEntry> {
  const engine = await readyEngine();
  const entry = engine.addresses.get(locationId);
  if (!entry) throw new NotFoundError('There is no address with this id.');
  if (entry.units.length > 0 && !unit) throw unitRequired();
  return entry;
}

/** `GET /homevalue/lastlisting`: the address's last listing, masked for a visitor. */
export async function lastListingFor(locationId: string, unit: string | undefined): Promise<LastListing> {
  const entry = await addressOf(locationId, unit);
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
  const request = forCaller(input.body, caller);
  const entry = await addressOf(request.locationId, request.unit);
  const location = locationOf(entry);
  const today = torontoDate(now);
  const lastListing = await lastListingAt(location, request.unit);
  checkImprovementDates(request, lastListing, today);
  // The listing's sale moves a signed-in owner's value only, never a visitor's (DECISIONS row 47).
  const value = valueHome(await readyEngine(), location, request, today, { lastListing, owned: caller !== null });
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
    ...value,
    confirmed: false,
    receiveUpdates: defaultReceiveUpdates,
    version: 1,
  };
  await putNewValuation(record);
  await putHistoryPoint(record.id, { day: today, value: record.instanceValue });
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
  body: ValuationRequest,
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
  const today = torontoDate(now);
  checkImprovementDates(request, record.lastListing, today);
  const value = valueHome(await readyEngine(), record.location, request, today, listedHomeOf(record));
  const { explanation: _old, ...rest } = record;
  const updated: ValuationRecord = {
    ...rest,
    request,
    ...value,
    updatedAt: now.toISOString(),
    version: record.version + 1,
  };
  await replaceValuation(updated);
  await putHistoryPoint(record.id, { day: today, value: updated.instanceValue });
  await feed(record.ownerId, 'update', updated, now);
  return partyView(updated, relation, now);
}

/** `DELETE /homevalue/{id}`: the owner's only (document 3 §6). */
export async function removeValuation(id: string, caller: Caller, now: Date): Promise<void> {
  const { record } = await reachValuation(id, caller, true);
  await deleteValuation(record);
  await feed(record.ownerId, 'delete', record, now);
}

async function change(
  id: string,
  caller: Caller,
  now: Date,
  options: { ownerOnly?: boolean; event?: HomeValueEvent },
  apply: (record: ValuationRecord, relation: Relation) => Promise<Partial<ValuationRecord>> | Partial<ValuationRecord>,
): Promise<{ view: HomeValuation; record: ValuationRecord }> {
  const { record, relation } = await reachValuation(id, caller, options.ownerOnly);
  const updated: ValuationRecord = {
    ...record,
    ...(await apply(record, relation)),
    updatedAt: now.toISOString(),
    version: record.version + 1,
  };
  await replaceValuation(updated);
  if (options.event) await feed(updated.ownerId, options.event, updated, now);
  // An agent who assigned their own valuation to a contact sees it as that contact's agent now.
  const after: Relation =
    updated.ownerId === caller.sub
      ? 'owner'
      : relation === 'owner'
        ? caller.roles.includes('admin')
          ? 'admin'
          : 'agent'
        : relation;
  return { view: await partyView(updated, after, now), record: updated };
}

/** `PUT /homevalue/{id}/receiveUpdates`: the owner's switch and frequency. */
export async function setReceiveUpdates(id: string, value: ReceiveUpdates, caller: Caller, now: Date) {
  return (
    await change(id, caller, now, { ownerOnly: true, event: 'updateFrequence' }, () => ({ receiveUpdates: value }))
  ).view;
}

/** `PUT /homevalue/{id}/confirm`: the agent's value, notes for the owner and private notes. */
export async function confirmValuation(id: string, body: ConfirmBody, caller: Caller, now: Date) {
  return (
    await change(id, caller, now, { event: 'confirmed' }, () => ({
      confirmed: true,
      confirmedValue: Math.round(body.confirmedValue),
      confirmedAt: now.toISOString(),
      confirmedBy: caller.sub,
      agentNotes: body.notes,
      privateNotes: body.privateNotes,
    }))
  ).view;
}

/**
 * `PUT /homevalue/{id}/assign/{contactId}` (DECISIONS row 8): the contact owns it from now on.
 * An agent assigns to their own contacts only, an admin to any active user; any other id is
 * 404, whether the user exists or not.
 */
export async function assignValuation(id: string, contactId: string, caller: Caller, now: Date) {
  const contactNotFound = () => new NotFoundError('There is no such contact.');
  const { view } = await change(id, caller, now, { event: 'assigned' }, async () => {
    const admin = caller.roles.includes('admin');
    if (!(await activeUserExists(contactId))) throw contactNotFound();
    if (!admin && (await agentIdOf(contactId)) !== caller.sub) throw contactNotFound();
    return { ownerId: contactId };
  });
  // Its annual reports are the new owner's too: their list finds them.
  await moveReportsToOwner(id, contactId);
  return view;
}

const logger = createLogger('home-value');

/**
 * `POST /homevalue/{id}/discussion`: the owner's "Next" (DECISIONS row 6). Records the request
 * (the agent's confirmation requests list it), then e-mails the owner's agent a link to review
 * it, once a valuation and day. Without an agent (or when the owner is their own agent) the
 * request is only recorded. The request stands whatever becomes of the e-mail: a refusal is
 * logged, and the agent still finds it on the dashboard.
 */
export async function requestDiscussion(id: string, caller: Caller, now: Date) {
  const changed = await change(id, caller, now, { ownerOnly: true }, () => ({
    discussionRequestedAt: now.toISOString(),
  }));
  const { record } = changed;
  const party = await valuationParty(caller.sub, now);
  if (!party?.agent || party.agentId === caller.sub) return changed;
  const mail = discussionRequestMail({
    record,
    owner: party,
    ownerEmail: verifiedEmail(caller),
    agent: party.agent,
    day: torontoDate(now),
    siteUrl: env().SITE_URL,
  });
  try {
    const outcome = await sendMail(mailLedger, mail, now);
    if (outcome.status === 'suppressed') logger.warn('The review request e-mail is suppressed', { valuationId: id });
  } catch (error) {
    logger.error('The review request was recorded but its e-mail not sent', { valuationId: id, error });
  }
  return changed;
}

/** `GET /homevalue`: the caller's own, newest first, 10 a page. */
export async function myValuations(caller: Caller, cursor: string | undefined, now: Date): Promise<ValuationPage> {
  const start = decodeCursor(cursor, { owner: caller.sub });
  if (start === null) throw cursorError();
  const page = await valuationsOfOwner(caller.sub, valuationsPageSize, start);
  const party = await valuationParty(caller.sub, now);
  return {
    items: page.items.map((record) => valuationView(record, 'owner', party)),
    ...(page.next && { next: page.next }),
  };
}

/**
 * `GET /homevalue/agent?userId=`: a contact's valuations (their agent's or an admin's; anyone
 * else's contact is 403, as the user service answers for another agent's contact); without
 * `userId`, the confirmation requests (DECISIONS row 6) of the agent's contacts, or every one
 * for an admin.
 */
export async function agentValuations(
  caller: Caller,
  userId: string | undefined,
  cursor: string | undefined,
  now: Date,
): Promise<ValuationPage> {
  const start = decodeCursor(cursor, userId ? { owner: userId } : 'requests');
  if (start === null) throw cursorError();
  const admin = caller.roles.includes('admin');
  const relation: Relation = admin ? 'admin' : 'agent';
  if (userId) {
    if (!admin && (await agentIdOf(userId)) !== caller.sub) throw new ForbiddenError('This user is not your contact.');
    const party = await valuationParty(userId, now);
    if (!party) throw new NotFoundError('There is no such user.');
    const page = await valuationsOfOwner(userId, agentValuationsPageSize, start);
    return { items: page.items.map((r) => valuationView(r, relation, party)), ...(page.next && { next: page.next }) };
  }
  const page = await confirmationRequests(agentValuationsPageSize, start);
  const owners = new Map<string, Promise<string | undefined>>();
  const agentOfOwner = (ownerId: string) => {
    if (!owners.has(ownerId)) owners.set(ownerId, agentIdOf(ownerId));
    return owners.get(ownerId)!;
  };
  const mine: ValuationRecord[] = [];
  for (const record of page.items) {
    if (!record.ownerId || record.confirmed) continue;
    if (admin || (await agentOfOwner(record.ownerId)) === caller.sub) mine.push(record);
  }
  const items = await Promise.all(mine.map((record) => partyView(record, relation, now)));
  return { items, ...(page.next && { next: page.next }) };
}
