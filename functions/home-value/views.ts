import { homeLastSale } from '@shared/home-value/last-sale';
import { listedSize, roomsRead, valuedLot } from '@shared/home-value/listed-facts';
import type { HomeValuation, LastListing, SharedValuation } from '@shared/home-value/types';
import { isSoldOrLeased, listMonthOf } from '@shared/search/masking';
import { valuationParty, type ValuationParty } from '../user/published';
import type { Relation } from './access';
import { factsStampOf } from './edited-facts';
import type { ValuationRecord } from './valuation-record';

/**
 * A listing's sold facts, and the home's last sale found behind it, are for signed-in callers
 * only (document 3 §6; DECISIONS row 47).
 */
export function maskLastListing(listing: LastListing, signedIn: boolean): LastListing {
  if (signedIn) return listing;
  const closed = isSoldOrLeased(listing.status);
  const month = listMonthOf(listing.listDate);
  // A deal's list date to its month, as the search's masked cards give it (QA 39 L2); and a
  // relisting's in the month a deal of the home closed (review 70 M1). A valuation made before
  // `listedInDealMonth` was kept still knows the home's last sale, though not a lease.
  const monthOnly =
    closed ||
    listing.listedInDealMonth === true ||
    (listing.lastSale !== undefined && listMonthOf(listing.lastSale.soldDate) === month);
  const listed = monthOnly ? { ...listing, listDate: month } : listing;
  if (!closed && !listing.lastSale) return listed;
  const { soldPrice: _price, soldDate: _date, lastSale: _sale, ...rest } = listed;
  return { ...rest, masked: true };
}

/**
 * A valuation as this caller may see it (shared/home-value/types.ts `HomeValuation`):
 * `privateNotes` and `userId` for the owner's agent and admins only, never the owner; the
 * owner's name and their agent's branding read now, so they follow profile changes.
 */
export function valuationView(
  record: ValuationRecord,
  viewer: Relation | 'anonymous',
  party: ValuationParty | undefined,
): HomeValuation {
  const staff = viewer === 'agent' || viewer === 'admin';
  const lastListing = record.lastListing && maskLastListing(record.lastListing, viewer !== 'anonymous');
  const lastSale = homeLastSale({ request: record.request, ...(lastListing && { lastListing }) });
  return {
    id: record.id,
    createdAt: record.createdAt,
    ...(record.printRequestAt && { printRequestAt: record.printRequestAt }),
    ...(staff && record.ownerId && { userId: record.ownerId }),
    ...(party && { user: { firstName: party.firstName, lastName: party.lastName } }),
    ...(party?.agent && { agent: party.agent }),
    request: record.request,
    ...(lastListing && { lastListing }),
    ...(lastSale && { lastPurchaseDate: lastSale.date, lastPurchasePrice: lastSale.price }),
    // What the own sale and the improvements did: signed-in viewers only (DECISIONS row 47).
    ...(viewer !== 'anonymous' && record.explanation && { explanation: record.explanation }),
    displayAddress: record.displayAddress,
    ...valueOf(record),
    ...detailsChangedSinceConfirmed(record),
    ...(record.agentNotes && { agentNotes: record.agentNotes }),
    ...(staff && record.privateNotes && { privateNotes: record.privateNotes }),
    receiveUpdates: record.receiveUpdates,
    ...(record.discussionRequestedAt && { discussionRequestedAt: record.discussionRequestedAt }),
    shareToken: record.shareToken,
    ...(viewer !== 'anonymous' && { factsStamp: factsStampOf(record.request) }),
  };
}

/** The view with the owner and their agent read from the user service. */
export async function partyView(record: ValuationRecord, viewer: Relation, now: Date): Promise<HomeValuation> {
  const party = record.ownerId ? await valuationParty(record.ownerId, now) : undefined;
  return valuationView(record, viewer, party);
}

/** The value, its range and its confirmation, as the parties see them. */
function valueOf(record: ValuationRecord) {
  return {
    instanceValue: record.instanceValue,
    instanceValueDate: record.instanceValueDate,
    lowerRange: record.lowerRange,
    upperRange: record.upperRange,
    ...confirmationOf(record),
  };
}

/** The agent's confirmation, as the parties and the share link see it. */
function confirmationOf(record: ValuationRecord) {
  return {
    confirmed: record.confirmed,
    ...(record.confirmedValue !== undefined && { confirmedValue: record.confirmedValue }),
    ...(record.confirmedAt && { confirmedAt: record.confirmedAt }),
  };
}

/**
 * The owner changed the home's facts after the agent confirmed a value for the old ones: for the
 * parties' views only (a share link's reader does not learn when the owner edited).
 */
export function detailsChangedSinceConfirmed(record: ValuationRecord) {
  return record.confirmed &&
    record.confirmedAt &&
    record.detailsChangedAt &&
    record.detailsChangedAt > record.confirmedAt
    ? { detailsChangedAt: record.detailsChangedAt }
    : {};
}

/**
 * What a share link shows anyone: no purchase facts, improvements, notes or owner, and a value
 * (`shareableValue`) and line that do not rest on the home's own sale; the agent's confirmation,
 * with its figure only when `shown.confirmedValue` (not when the valuation rests on the sale).
 */
export function sharedView(
  record: ValuationRecord,
  value: Pick<SharedValuation, 'instanceValue' | 'instanceValueDate' | 'lowerRange' | 'upperRange' | 'estimatedBefore'>,
  chart: SharedValuation['chart'],
  agent: SharedValuation['agent'],
  shown: { confirmedValue: boolean },
): SharedValuation {
  const { request } = record;
  // A home fact of the listing, not its sale: the view says what was valued.
  const rooms = roomsRead(request, record.lastListing);
  // The size valued (valuedInteriorSize): the owner's (an exact size a range of one), else the
  // listing's range, open ('5,000+') or not. The lot valued: each side typed, else the listing's.
  const size =
    request.footageFrom !== undefined
      ? { footageFrom: request.footageFrom, footageTo: request.footageTo ?? request.footageFrom }
      : listedSize(request, record.lastListing);
  const lot = valuedLot(request, record.lastListing);
  return {
    displayAddress: record.displayAddress,
    type: request.type,
    bedroom: rooms.bedrooms,
    ...(rooms.dens && { dens: rooms.dens }),
    bathroom: request.bathroom,
    parking: request.parking,
    ...(size?.footageFrom !== undefined && { footageFrom: size.footageFrom }),
    ...(size?.footageTo && { footageTo: size.footageTo }),
    ...(lot.lotFront && { lotFront: lot.lotFront }),
    ...(lot.lotDepth && { lotDepth: lot.lotDepth }),
    ...value,
    ...(shown.confirmedValue
      ? confirmationOf(record)
      : { confirmed: record.confirmed, ...(record.confirmedAt && { confirmedAt: record.confirmedAt }) }),
    chart,
    ...(agent && { agent }),
  };
}
