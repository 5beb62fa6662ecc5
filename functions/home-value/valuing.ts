import { homeValueMessages } from '@shared/home-value/messages';
import { laterSale, listingLastSale, sameSaleDays } from '@shared/home-value/last-sale';
import { listedSize, roomsRead, valuedLot } from '@shared/home-value/listed-facts';
import { purchasePriceLimits, type LastListing, type SaleFacts, type ValuationRequest } from '@shared/home-value/types';
import { monthKey, monthNumber } from '@shared/valuation/dates';
import { estimate } from '@shared/valuation/estimate';
import { recordedSizeOf } from '@shared/valuation/from-listing';
import { segmentOf, sizeOf as sizeOfHome } from '@shared/valuation/features';
import { backcastValue, seriesKey, type PriceIndexSeries } from '@shared/valuation/price-index';
import {
  addsWholeBathroom,
  bathroomAddedLikelihood,
  bathroomsMadeBy,
  improvementKindOf,
  namesBathroom,
  namesBedroom,
  namesWholeBathroom,
} from '@shared/valuation/improvements';
import { factsOf } from '@shared/valuation/own-sale';
import type {
  FactHoldingWork,
  HomeFacts,
  ImprovementKind,
  ValuationImprovement,
  ValuationSubject,
} from '@shared/valuation/types';
import { ServiceUnavailableError, UnprocessableError } from '../lib/errors';
import { recordMetric } from '../lib/signals/signals';
import type { ChartPoint } from '@shared/home-value/types';
import { locationIdOf } from './artifact';
import { storedValue, type StoredValue } from './stored-value';
import { maskLastListing } from './views';
import { valuationEngine, type ValuationEngine } from './valuation-engine';
import { improvementSteps } from '@shared/home-value/improvement-steps';
import type { ImprovementStep, ValuationLocation, ValuationRecord } from './valuation-record';

export const notReadyMessage = 'Valuations are not available yet. Please try again in a few minutes.';

/** The engine, or 503 before the training job's first run. */
export async function readyEngine(): Promise<ValuationEngine> {
  const engine = await valuationEngine();
  if (!engine) throw new ServiceUnavailableError(notReadyMessage);
  return engine;
}

/**
 * What the home's listings tell the model beyond the request: its last listing (the size of a
 * house, whose owner the form does not ask, document 3 §5), and whether the valuation has a
 * signed-in owner, whose value alone uses the listing's last sale (DECISIONS row 47).
 */
export interface ListedHome {
  lastListing?: LastListing | undefined;
  owned: boolean;
  /** The size the valuation was first given (`ValuationRecord.firstSize`), when it keeps one. */
  firstSize?: number | undefined;
  /**
   * The record the owner's work is measured against where the value may not rest on the sale
   * (a share link's): the facts of the listing the home sold with, as the owner's own value
   * reads them (`shareableValue`). Facts only, no price or date. Else the last listing.
   */
  recordOfSale?: SaleFacts | undefined;
}

/** A stored valuation's: its last listing, whether it has an owner (made or claimed signed in), its first size. */
export const listedHomeOf = (
  record: Pick<ValuationRecord, 'ownerId' | 'lastListing' | 'firstSize'> & Partial<Pick<ValuationRecord, 'request'>>,
): ListedHome => ({
  lastListing: record.lastListing,
  owned: record.ownerId !== undefined,
  firstSize: keptFirstSize(record),
});

/**
 * A record's first size as kept; one kept at the old reading of a range from 0 ('0-499' read as
 * 250 sq ft before QA 74a M2) while the request is still such a range is none, so the range's
 * reading now stands in (review 74 M2: within a factor of 2 of it, no edit ever corrected it).
 */
function keptFirstSize(
  record: Pick<ValuationRecord, 'firstSize'> & Partial<Pick<ValuationRecord, 'request'>>,
): number | undefined {
  return record.firstSize === 250 && record.request?.footageFrom === 0 ? undefined : record.firstSize;
}

/** The size the owner gives: one number is an exact size; a range, with `footageTo`, the board's range. */
function ownerSize(request: ValuationRequest) {
  if (request.footageFrom !== undefined && request.footageTo !== undefined)
    return { footageFrom: request.footageFrom, footageTo: request.footageTo };
  if (request.footageFrom !== undefined) return { sqft: request.footageFrom };
  return undefined;
}

/** The size the owner gives, in sq ft as the model reads it (a range: its middle), if any. */
export function sizeGiven(request: ValuationRequest): number | undefined {
  const size = ownerSize(request);
  return size && sizeOfHome(size);
}

/**
 * The size the model reads: the owner's (one number is an exact size; a range, with
 * `footageTo`, the board's range as listings give it), else the home's listed range when it
 * is listed as the type the owner gives (a house's owner is not asked its size, and without
 * it the value of a house moved by 9% at the median on the seed, issue 25 finding 3).
 */
function sizeOf(request: ValuationRequest, listing: LastListing | undefined) {
  return ownerSize(request) ?? listedSize(request, listing) ?? {};
}

/**
 * The size on record, by which the comparables are found (`ValuationSubject.recordedSize`): the
 * listing's, else, while the owner gives a size, the size the valuation was first given. A later
 * size the owner gives then moves the value through the model alone, never the comparables'
 * weights, so a larger size never lowers the value (issue 25). A valuation made before the
 * first size was kept, and never edited since, is compared by its size as given.
 */
function recordedSize(request: ValuationRequest, listed: ListedHome) {
  const given = sizeGiven(request);
  const size =
    recordedSizeOf(listed.lastListing, request.type) ?? (given === undefined ? undefined : (listed.firstSize ?? given));
  return size === undefined ? {} : { recordedSize: size };
}

/** How far a size given may be from the first (either way) before it is taken as a correction. */
const correctionRatio = 2;

/**
 * A valuation's first size after an edit to `request` (`ValuationRecord.firstSize`): kept while
 * its type stays and the size given stays within a factor of 2 of it (a cleared size keeps it
 * too). Otherwise the edit corrects the home (another type, a mistyped size): the size it gives
 * is the first from now on, and the value may step once, either way. A valuation made before
 * the first size was kept takes the size it had until this edit.
 */
export function firstSizeAfterEdit(
  record: Pick<ValuationRecord, 'firstSize' | 'request'>,
  request: ValuationRequest,
): number | undefined {
  const given = sizeGiven(request);
  if (record.request.type !== request.type) return given;
  const first = keptFirstSize(record) ?? sizeGiven(record.request);
  if (given === undefined || first === undefined) return first ?? given;
  return Math.max(given / first, first / given) > correctionRatio ? given : first;
}

/** The bedrooms and the listing's dens, as the valuation reads the count given (`roomsRead`), as the subject's. */
function roomsOf(request: ValuationRequest, listing: LastListing | undefined): Pick<HomeFacts, 'bedrooms' | 'dens'> {
  const { bedrooms, dens } = roomsRead(request, listing);
  return dens === undefined ? { bedrooms } : { bedrooms, dens };
}

/**
 * The owner's purchase, when it is one: a price under the form's floor (a rent, a slip stored
 * before the floor) is no sale, for the revaluation and the claim too, which read the stored request.
 */
const purchaseOf = (request: ValuationRequest) =>
  request.purchaseDate && request.purchasePrice && request.purchasePrice >= purchasePriceLimits.min
    ? { date: request.purchaseDate, price: request.purchasePrice }
    : undefined;

/**
 * The home's own sale the value may rest on: the owner's typed purchase, else, or when the home
 * sold again since (`laterSale`), the listing's last sale, which only a valuation with a
 * signed-in owner passes, never a visitor's.
 */
function ownSaleOf(request: ValuationRequest, listed: ListedHome): ValuationSubject['ownSale'] {
  const sale = laterSale(purchaseOf(request), listed.owned ? listingLastSale(listed.lastListing) : undefined);
  return sale && { date: sale.date, price: sale.price, source: sale.source };
}

/**
 * The listing that describes the home as it sold: the sale's own (`LastSale.facts`) when a later
 * listing, a lease or a relisting, is the last one and may give the home as it is since (a
 * bathroom the owner added before leasing it out); else the last listing. A typed purchase is
 * the listings' sale when its date is near it; otherwise the last listing is all there is, and
 * when it is older than the purchase, its day too (`olderDay`: work between them was bought).
 */
function listingOfSale(
  listing: LastListing | undefined,
  ownSale: NonNullable<ValuationSubject['ownSale']>,
  owned: boolean,
): SaleRecord | undefined {
  if (!listing) return undefined;
  // Without a signed-in owner, the listing as a visitor sees it: with no sale, and a deal's list
  // date to its month. Measured against the sale's day, whether a typed purchase is near it would
  // move the estimate, and a few requests would find the day (review 69 M1; a visitor's purchase
  // is dropped on the way in today, valuations.ts).
  const seen = owned ? listing : maskLastListing(listing, false);
  const sale = listingLastSale(seen);
  const apart = sale && Math.abs(Date.parse(ownSale.date) - Date.parse(sale.soldDate)) / 86_400_000;
  if (ownSale.source === 'listing' || (apart !== undefined && apart <= sameSaleDays))
    return { facts: sale?.facts ?? seen };
  const day = seen.soldDate ?? seen.listDate;
  const before = (Date.parse(ownSale.date) - Date.parse(day)) / 86_400_000;
  return { facts: seen, ...(before > sameSaleDays && { olderDay: day }) };
}

interface SaleRecord {
  facts: SaleFacts;
  /**
   * The day of a record more than `sameSaleDays` older than the home's own sale and not that sale
   * (a purchase typed long after it; nearer, the owner may have bought through that listing and
   * typed the closing: review 30b).
   */
  olderDay?: string;
}

/**
 * The home as it sold, as the records give it: the facts of the sale's listing (`listingOfSale`),
 * where it knows them and is of the type the owner gives, else the owner's own (a fact no record
 * gives is taken as unchanged). Where the owner's facts differ (a bathroom added since), the model
 * adjusts the carried sale for the difference (`ValuationSubject.ownSale.asSold`, issue 25).
 * What the owner gives in the listing's own terms is no change (review 24): a size typed inside
 * the listed range, give or take 10% (a condo's form prefills an open range, "3000+", as 3000), or
 * a range whose middle is inside it (`sizeAsSold`),
 * bedrooms that count the listed dens, a board's 0 bathrooms (a home has one) and a parking count
 * it does not give. A listed 0 parking is none: a Toronto condo often sells without a space, and
 * one bought since adds to the sale (QA 25a). What the home was bought with beyond an older record
 * (`boughtWith`: the owner's work between them) is in the home as sold too.
 */
function factsAsSold(
  request: ValuationRequest,
  listing: SaleFacts | undefined,
  now: HomeFacts,
  lastListing: LastListing | undefined,
  boughtWith: BoughtWith,
): HomeFacts | undefined {
  if (!listing || listing.type !== request.type) return undefined;
  const { sqft, footageFrom, footageTo, lotFront, lotDepth, lotSqft, bathrooms, parking } = now;
  const lot = valuedLot({ type: request.type }, listing);
  const size = sizeAsSold(request, listing);
  const rooms = roomsAsSold(listing, request, now, lastListing);
  const smaller = (a: Pick<HomeFacts, 'sqft'>, b: HomeFacts) => (sizeOfHome(a) ?? 0) < (sizeOfHome(b) ?? 0);
  return {
    ...(size && !(boughtWith.size && smaller(size, now)) ? size : { sqft, footageFrom, footageTo }),
    lotFront: lot.lotFront ?? lotFront,
    lotDepth: lot.lotDepth ?? lotDepth,
    lotSqft,
    ...(boughtWith.rooms > 0 ? { bedrooms: rooms.bedrooms + boughtWith.rooms, dens: rooms.dens } : rooms),
    bathrooms: listing.bathroom > 0 ? listing.bathroom + boughtWith.bathrooms : bathrooms,
    parking: listing.parking ?? parking,
  };
}

/**
 * How far outside the listed range a size the owner gives is still the home as listed: a board's
 * range is coarse, and an owner's figure may be measured another way (2,950 sq ft for a "3000+"
 * listing had cut the carried sale by 11%, the open range being read as 3,300).
 */
const listedSizeSlack = 0.1;

/**
 * The size the home sold at, as far as the listing tells: undefined (no change) when the owner
 * gives none, a range whose middle is inside the listed range, or a number within the listed
 * range give or take `listedSizeSlack`. Another range is a change from the listed range as the
 * model reads it. Past a number's band the size as sold moves from the band's nearer edge to the
 * listed range as the model reads it over another `listedSizeSlack`, so the change grows from
 * nothing at the edge (measured from the range at once, 539 sq ft for a 600-699 listing had cut
 * $29,533 more than 540, QA 25a) to the whole difference from the listing a little further out
 * (an addition, review 25).
 */
function sizeAsSold(request: ValuationRequest, listing: SaleFacts): Pick<HomeFacts, 'sqft'> | undefined {
  const listed = listedSize(request, listing);
  const given = sizeGiven(request);
  const read = listed && sizeOfHome(listed);
  if (!listed || given === undefined || read === undefined) return undefined;
  // A range is the board's own terms: the listed one (its middle inside it) is no change, another
  // is the whole difference, as for a visitor (QA 73a M1: the next band up, read at its middle,
  // fell inside the slack and added $1,353 to a carried sale, two bands up $88,191).
  // A range with equal ends is a number ("1050-1050" as 1050, as the schema reads it).
  if (request.footageFrom !== undefined && request.footageTo !== undefined && request.footageTo > request.footageFrom) {
    return given >= listed.footageFrom && given <= (listed.footageTo ?? Infinity) ? undefined : { sqft: read };
  }
  const low = listed.footageFrom * (1 - listedSizeSlack);
  const high = (listed.footageTo ?? Infinity) * (1 + listedSizeSlack);
  if (given >= low && given <= high) return undefined;
  const edge = given < low ? low : high;
  const past = Math.min(1, Math.abs(given - edge) / (edge * listedSizeSlack));
  return { sqft: Math.round(edge + (read - edge) * past) };
}

/**
 * The listing's bedrooms and dens (`3 + 1`), or the home as the owner's count reads (`roomsRead`)
 * when that count is the listing's another way (4 for 3 + 1: the form says a den may be counted as
 * a bedroom); only a count outside them is a change (5 for 3 + 1: a bedroom added, the den kept).
 * The sale's rooms are read as the home's are, through the last listing (review 28b: sold as
 * 4 + 1 and leased since as 5 bedrooms, the home read 6 as {6, 0} against a sale of {4, 1}, and
 * the room added lowered the value where the model prices a den above a bedroom).
 */
function roomsAsSold(
  listing: SaleFacts,
  request: ValuationRequest,
  now: HomeFacts,
  lastListing: LastListing | undefined,
): Pick<HomeFacts, 'bedrooms' | 'dens'> {
  const rooms = listing.bedroom + (listing.brPlus ?? 0);
  if (request.bedroom >= listing.bedroom && request.bedroom <= rooms)
    return { bedrooms: now.bedrooms, dens: now.dens ?? 0 };
  const read = lastListing?.type === listing.type ? roomsRead({ ...request, bedroom: rooms }, lastListing) : undefined;
  return read && read.bedrooms + (read.dens ?? 0) === rooms
    ? { bedrooms: read.bedrooms, dens: read.dens ?? 0 }
    : { bedrooms: listing.bedroom, dens: listing.brPlus ?? 0 };
}

/**
 * The home as the model reads it: where it is, what the owner said (and the listed size and
 * dens it was not asked, and the listed lot it left blank; the listed size also picks the
 * comparables), and what the caller may tell of its own history (issue 25, DECISIONS row 47).
 * The own sale is the owner's typed purchase, else the listing's last sale, which only a
 * valuation with a signed-in owner passes, never a visitor's, with the facts the home sold
 * with. The improvements are the owner's, of the kind their area names.
 */
export function subjectOf(
  location: ValuationLocation,
  request: ValuationRequest,
  listed: ListedHome = { owned: false },
): ValuationSubject {
  const purchase = purchaseOf(request);
  const facts = {
    ...roomsOf(request, listed.lastListing),
    bathrooms: request.bathroom,
    parking: request.parking,
    ...sizeOf(request, listed.lastListing),
    ...valuedLot(request, listed.lastListing),
  };
  const ownSale = ownSaleOf(request, listed);
  const soldAs = ownSale && listingOfSale(listed.lastListing, ownSale, listed.owned);
  const boughtWith = workBoughtWith(request, soldAs, ownSale?.date);
  const asSold = ownSale && factsAsSold(request, soldAs?.facts, facts, listed.lastListing, boughtWith);
  // No sale: the facts read against the last listing's as a sale's are, to say what they change.
  const asListed = !ownSale && factsAsSold(request, listed.lastListing, facts, listed.lastListing, boughtWith);
  return {
    lat: location.lat,
    lon: location.lon,
    neighbourhood: location.neighbourhoodId,
    area: location.area,
    // The home as its listings spell it (`listingsOfHome`): none of its sales is its comparable.
    address: location.address,
    ...(request.unit && { unit: request.unit }),
    type: request.type,
    ...facts,
    ...recordedSize(request, listed),
    ...(purchase && { purchase }),
    ...(asListed && { asListed: factsOf(asListed) }),
    ...(ownSale && {
      ownSale: {
        ...ownSale,
        ...(asSold && { asSold: factsOf(asSold) }),
        ...(asSold &&
          boughtWith.sizeShare &&
          isAbove(sizeGiven(request), sizeOfHome(asSold)) && {
            sizeShareBought: boughtWith.sizeShare,
          }),
      },
    }),
    ...improvementsOf(request, listed, ownSale && { date: ownSale.date, soldAs: soldAs?.facts }, boughtWith),
  };
}

/**
 * The owner's improvements, of the kind their words name, each marked where facts the owner
 * gives also hold the work (`inFacts`), with those facts as they were before the work
 * (`beforeWork`): an owner who added a bathroom gives one more than the record and may list the
 * job too ("New ensuite, $40,000"); an addition's floor area is in a larger size, its rooms in
 * more bedrooms, and a bathroom its words name in more bathrooms; a finished basement's bedroom is
 * in more bedrooms. Both had counted (closings 24 and 27); the model counts the facts and the
 * work once, at the larger of the two, so giving the facts never lowers the value. The record is
 * the sale's listing when the value rests on the home's own sale, else the last listing (a size:
 * else the size first given), with what the home was bought with beyond an older record
 * (`workBoughtWith`). One job per bathroom added is held, of the jobs whose words name bathroom
 * work ("Finished basement with a 3-piece bath" too: held, it still adds what its share exceeds
 * the bathroom's worth by): first those the words say are new ("New ensuite", "Added a 2-piece"),
 * then the dearest (an added bathroom costs more than a redone one); never a remodel ("Bathroom
 * remodel"), which made no bathroom (review 30b: held as one, it added only what its share
 * exceeded that bathroom's worth by, and a bathroom more lowered the value). Only work after the
 * home's own sale can be held: work before it adds nothing anyway.
 */
function improvementsOf(
  request: ValuationRequest,
  listed: ListedHome,
  ownSale: { date: string; soldAs: SaleFacts | undefined } | undefined,
  boughtWith: BoughtWith,
): Pick<ValuationSubject, 'improvements' | 'beforeWork'> {
  const items = request.homeImprovements ?? [];
  if (items.length === 0) return {};
  const improvements: ValuationImprovement[] = items.map((item) => ({
    kind: improvementKindOf(item.area),
    cost: item.cost,
    completedOn: item.completionDate,
  }));
  const since = (i: number) => ownSale === undefined || improvements[i]!.completedOn > ownSale.date;
  const inFacts = improvements.map((): FactHoldingWork[] => []);
  const addedBathroom = new Map<number, number>();
  const bathroomsHeld = new Map<number, number>();
  const beforeWork: NonNullable<ValuationSubject['beforeWork']> = {};
  const hold = (fact: FactHoldingWork, before: number, jobs: number[]) => {
    jobs.forEach((i) => inFacts[i]!.push(fact));
    if (jobs.length > 0) beforeWork[fact] = before;
  };
  const record = ownSale ? ownSale.soldAs : (listed.recordOfSale ?? listed.lastListing);
  /** The jobs since the home's own sale whose kind or words pass `test`, by index. */
  const jobsWhere = (test: (item: ValuationImprovement, area: string) => boolean) =>
    improvements.flatMap((item, i) => (since(i) && test(item, items[i]!.area) ? [i] : []));

  const sizeBefore = sizeBeforeWork(request, record, listed.firstSize);
  const given = sizeGiven(request);
  if (sizeBefore !== undefined && given !== undefined && given > sizeBefore)
    hold(
      'size',
      sizeBefore,
      jobsWhere((item) => holdsSize(item.kind)),
    );

  // The rooms before: the record's, as the home is read (`roomsRead`: 3 + 1, the den kept), in
  // the home and as sold alike (review 28b: a home sold as 2 + 1 and leased since as 3 had kept,
  // as sold, a den the home as read never lost).
  const recordedRoomCount = recordedRooms(request, record);
  const roomsBefore = recordedRoomCount === undefined ? undefined : recordedRoomCount + boughtWith.rooms;
  const roomJobs = jobsWhere((item, area) => holdsRooms(item.kind, area));
  if (roomsBefore !== undefined && request.bedroom > roomsBefore && roomJobs.length > 0) {
    const before = roomsRead({ ...request, bedroom: roomsBefore }, listed.lastListing);
    hold('bedrooms', before.bedrooms, roomJobs);
    beforeWork.dens = before.dens ?? 0;
  }

  const recordedBathroomCount = recordedBathrooms(request, record);
  const bathroomsBefore =
    recordedBathroomCount === undefined ? undefined : recordedBathroomCount + boughtWith.bathrooms;
  if (bathroomsBefore !== undefined && request.bathroom > bathroomsBefore) {
    const added = (i: number) => bathroomAddedLikelihood(items[i]!.area);
    const jobs = jobsWhere((_, area) => namesBathroom(area)).filter((i) => added(i) >= 0);
    // Each job takes as many of the bathrooms given above the record as its words make (at least
    // one), in that order, while any are left.
    let next = 1;
    const held = jobs
      .sort((a, b) => added(b) - added(a) || items[b]!.cost - items[a]!.cost || b - a)
      .filter((i) => {
        if (next > request.bathroom - bathroomsBefore) return false;
        const count = Math.min(
          Math.max(1, bathroomsMadeBy(items[i]!.area)),
          request.bathroom - bathroomsBefore - next + 1,
        );
        addedBathroom.set(i, next);
        if (count > 1) bathroomsHeld.set(i, count);
        next += count;
        return true;
      });
    hold('bathrooms', bathroomsBefore, held);
  }

  return {
    improvements: improvements.map((item, i) => ({
      ...item,
      ...(inFacts[i]!.length > 0 && { inFacts: inFacts[i] }),
      ...(addedBathroom.has(i) && { addedBathroom: addedBathroom.get(i) }),
      ...(bathroomsHeld.has(i) && { bathroomsHeld: bathroomsHeld.get(i) }),
    })),
    ...(Object.keys(beforeWork).length > 0 && { beforeWork }),
  };
}

/** Work a larger size holds: an addition's floor area. */
const holdsSize = (kind: ImprovementKind) => kind === 'addition';
/**
 * Work that made a room a home was bought with: an addition, or work whose words name a bedroom
 * (a basement's may be a recreation room or waterproofing: review 30b).
 */
const makesRoom = (kind: ImprovementKind, area: string) => kind === 'addition' || namesBedroom(area);
/** Work more bedrooms hold: an addition's rooms, a finished basement's, a room its words make a bedroom. */
const holdsRooms = (kind: ImprovementKind, area: string) =>
  kind === 'addition' || kind === 'basement' || namesBedroom(area);

/**
 * The least a job costs that made a whole bathroom its words do not say it made, where its cost
 * is given ($0: not known): under it, words that only name a bathroom and something new name a
 * fixture ("New bathroom exhaust fan", $300; review 31b: such a job before a typed purchase had
 * been read as a bathroom bought, moving the value by up to ±$31,786). Words that make one
 * ("Added a 2-piece") count at any cost (review 32: a buyer guesses the seller's cost, and $1
 * under the floor had moved the value by up to $63,133).
 */
const bathroomCostFloor = 5_000;

/** Whether a job the owner lists before the purchase made a whole bathroom the home was bought with. */
const madeBathroom = (area: string, cost: number) =>
  namesWholeBathroom(area) &&
  (addsWholeBathroom(area) || (bathroomAddedLikelihood(area) >= 0 && !(cost > 0 && cost < bathroomCostFloor)));

/** Whether a size is known and above another known one. */
const isAbove = (size: number | undefined, than: number | undefined) =>
  size !== undefined && than !== undefined && size > than;

/** What the home was bought with beyond an older record (`workBoughtWith`). */
interface BoughtWith {
  bathrooms: number;
  /** Bedrooms made. */
  rooms: number;
  /** The size given was bought: every addition since the record was done before the sale. */
  size: boolean;
  /**
   * With additions since the record both before the sale and after it, the share of them done
   * before it, by cost (`ValuationSubject.ownSale.sizeShareBought`).
   */
  sizeShare?: number;
}

/**
 * What the home was bought with beyond its record, where the record is older than the home's own
 * sale and not that sale (a purchase typed long after the board's last sale, `olderDay`): the
 * work the owner lists between them was in the price paid, so the sale is carried with it and the
 * work is never held (review 26 R8: the sale had been carried a bathroom short of what was paid
 * for, and a remodel since held as the one added, so it added nothing). One bathroom for each
 * job between them whose words name a whole bathroom and not a remodel (`namesWholeBathroom`; as
 * many as its words make),
 * one bedroom for each addition or work naming a bedroom (`makesRoom`), up to what the owner
 * gives above the record: counted from the work alone, so a bathroom more never makes a remodel
 * one bought (review 30). The size given, when every addition since the record was done before
 * the sale; with one after it too, what of the size given above the record the additions before
 * the sale cost of them all (review 30b: carried from the record, the first addition's floor area,
 * in the price paid, had been added to the sale again).
 */
function workBoughtWith(
  request: ValuationRequest,
  record: SaleRecord | undefined,
  saleDay: string | undefined,
): BoughtWith {
  const olderDay = record?.olderDay;
  const items = request.homeImprovements ?? [];
  if (!record || !olderDay || !saleDay || items.length === 0) return { bathrooms: 0, rooms: 0, size: false };
  const since = items.filter((item) => item.completionDate > olderDay);
  const between = since.filter((item) => item.completionDate <= saleDay);
  const count = (test: (kind: ImprovementKind, area: string, cost: number) => boolean) =>
    between.filter((item) => test(improvementKindOf(item.area), item.area, item.cost)).length;
  const above = (recorded: number | undefined, given: number) =>
    recorded === undefined ? 0 : Math.max(0, given - recorded);
  const additions = since.filter((item) => holdsSize(improvementKindOf(item.area)));
  // By what they cost; with a cost not known (a buyer listing the seller's work gives $0), by count.
  const costed = additions.every((item) => item.cost > 0);
  const weightOf = (work: typeof items) => work.reduce((sum, item) => sum + (costed ? item.cost : 1), 0);
  const sizeShare = weightOf(additions.filter((item) => item.completionDate <= saleDay)) / weightOf(additions);
  return {
    bathrooms: Math.min(
      // As many as its words make (`Added two bathrooms`: 2).
      between.reduce(
        (sum, item) => sum + (madeBathroom(item.area, item.cost) ? Math.max(1, bathroomsMadeBy(item.area)) : 0),
        0,
      ),
      above(recordedBathrooms(request, record.facts), request.bathroom),
    ),
    rooms: Math.min(count(makesRoom), above(recordedRooms(request, record.facts), request.bedroom)),
    size: additions.length > 0 && additions.every((item) => item.completionDate <= saleDay),
    ...(sizeShare > 0 && sizeShare < 1 && { sizeShare }),
  };
}

/**
 * The rooms a listing gives, its dens with its bedrooms (an owner may count them so: `3 + 1`
 * given as 4 is no change, `roomsRead`): a count above it is a room added. Where the listing is
 * of the type the owner gives.
 */
function recordedRooms(request: ValuationRequest, listing: SaleFacts | undefined): number | undefined {
  return listing?.type === request.type ? listing.bedroom + (listing.brPlus ?? 0) : undefined;
}

/** The bathrooms a listing gives (the sale's, else the last), where it is of the type the owner gives and gives a count. */
function recordedBathrooms(request: ValuationRequest, listing: SaleFacts | undefined): number | undefined {
  return listing?.type === request.type && listing.bathroom > 0 ? listing.bathroom : undefined;
}

/**
 * The interior size before the work: the record's, as the model reads a range (the sale listing's
 * with an own sale or for its share link, else the last listing's; else the size the valuation
 * was first given, the model then taking the home as sold back to it too, so the worth is the
 * size's alone).
 * Measured from it, the larger size's worth grows from nothing, so with an addition listed the
 * value never steps and never falls as the size given grows (review 26: held from 10% past the
 * range's top, 3 sq ft had cut $67,056). Undefined without a record (a house's owner gives no size).
 */
function sizeBeforeWork(
  request: ValuationRequest,
  record: SaleFacts | undefined,
  firstSize: number | undefined,
): number | undefined {
  const range = listedSize(request, record);
  return range ? sizeOfHome(range) : firstSize;
}

/**
 * The home as the model reads it (`subjectOf`), and whether its unit is surely one home of its
 * address. It is not when its address's listings never had it (a unit never listed, a stored one
 * spelt otherwise, '01203': review 39 M2), nor when the address is a whole home too (a house whose
 * basement was leased as 'Bsmt', a tower with a listing that left out its unit: review 40), whose
 * unit-less sales may be this unit's. Then none of the address's sales is among its comparables.
 */
export function subjectAt(
  engine: Pick<ValuationEngine, 'addresses'>,
  location: ValuationLocation,
  request: ValuationRequest,
  listed: ListedHome,
): ValuationSubject {
  const subject = subjectOf(location, request, listed);
  const entry = engine.addresses.get(locationIdOf(location.address, location.city));
  const surelyOneHome = entry !== undefined && !entry.wholeHome && entry.units.includes(request.unit ?? '');
  return request.unit && !surelyOneHome ? { ...subject, unlistedUnit: true } : subject;
}

/**
 * The value today as the valuation keeps it (`storedValue`: the value, its range and day, and
 * what the own sale and the improvements did), or 422 with the spec's message and no number
 * when it cannot be valued. Each estimate made is counted, with its time (`EstimatesMade`,
 * `EstimateLatency`); one that cannot be made is not.
 */
export function valueHome(
  engine: ValuationEngine,
  location: ValuationLocation,
  request: ValuationRequest,
  today: string,
  listed: ListedHome,
  { counted = true }: { counted?: boolean } = {},
): StoredValue {
  const started = performance.now();
  const result = estimate(engine.model, subjectAt(engine, location, request, listed), {
    asOf: today,
    sales: engine.sales,
  });
  if (result.kind === 'cannotValue') throw new UnprocessableError(homeValueMessages.cannotValue);
  if (counted) {
    recordMetric('estimatesMade');
    recordMetric('estimateLatency', performance.now() - started);
  }
  return storedValue(result, request);
}

/** Whether a valuation's value rests on the home's own sale (`ownSaleOf`, issue 25). */
export const restsOnOwnSale = (record: Pick<ValuationRecord, 'request' | 'ownerId' | 'lastListing' | 'firstSize'>) =>
  ownSaleOf(record.request, listedHomeOf(record)) !== undefined;

/**
 * The value a share link shows (DECISIONS row 47; QA 23a): the stored one, unless it rests on
 * the home's own sale, which a link's reader may not learn, not even by setting the link's value
 * beside a visitor's estimate of the same home (at an own-sale weight of 0.9 the two gave the
 * sale to within 1%), nor by the width of its range. Then the home is valued as if no sale were
 * on record: its facts and the owner's improvements, today. Not counted as an estimate made:
 * a link's reads are no valuations.
 */
export function shareableValue(
  engine: ValuationEngine,
  record: ValuationRecord,
  today: string,
): Omit<StoredValue, 'explanation'> & { improvements: ImprovementStep[] } {
  if (!restsOnOwnSale(record)) {
    const { instanceValue, instanceValueDate, lowerRange, upperRange } = record;
    return {
      instanceValue,
      instanceValueDate,
      lowerRange,
      upperRange,
      improvements: improvementSteps(record.explanation),
    };
  }
  const { purchaseDate: _date, purchasePrice: _price, ...withoutPurchase } = record.request;
  const { explanation, ...value } = valueHome(
    engine,
    record.location,
    withoutPurchase,
    today,
    sharedListedHome(record),
    {
      counted: false,
    },
  );
  // What its own improvements added, for its line (never the sale's: this value has none).
  return { ...value, improvements: improvementSteps(explanation) };
}

/**
 * The home as a share link values it: with no owner, so no sale enters its value, but with the
 * owner's work measured against the record the owner's value measures it against, the listing the
 * home sold with (review 26: a home sold with 2 bathrooms, an ensuite added, then leased out
 * listed with 3; against the lease the link held nothing, and counted the ensuite twice). That
 * record gives facts only, never the sale's price or date.
 */
export function sharedListedHome(
  record: Pick<ValuationRecord, 'ownerId' | 'lastListing' | 'firstSize' | 'request'>,
): ListedHome {
  const owners = listedHomeOf(record);
  const ownSale = ownSaleOf(record.request, owners);
  const facts = ownSale && listingOfSale(owners.lastListing, ownSale, owners.owned)?.facts;
  return { ...owners, owned: false, ...(facts && { recordOfSale: saleFactsOf(facts) }) };
}

/** Just the home's facts of a listing (a last listing also carries its sale's price and date). */
function saleFactsOf(listing: SaleFacts): SaleFacts {
  const { type, bedroom, brPlus, bathroom, parking, footageFrom, footageTo, lotFront, lotDepth } = listing;
  const optional = { brPlus, parking, footageFrom, footageTo, lotFront, lotDepth };
  return {
    type,
    bedroom,
    bathroom,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
}

const msPerDay = 86_400_000;
/** What the improvements done after `day` (`YYYY-MM-DD`) added: the home that day was without it. */
const notYetDone = (steps: readonly ImprovementStep[], day: string) =>
  steps.filter((step) => step.completionDate > day).reduce((sum, step) => sum + step.added, 0);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * The value history between two instants (DECISIONS rows 5 and 42): before the valuation
 * existed, one point a month back-cast from its first value along its area's price index
 * (drawn as estimated: they precede `createdDay`), less what each improvement in that value
 * added in the months before it was done (issue 25); from then on, the daily points. One
 * point a Toronto day (the history's days are Toronto's), stamped at 00:00 UTC of that date.
 */
export function chartPoints(input: {
  /** The Toronto day the valuation was made, its history's first. */
  createdDay: string;
  history: { day: string; value: number }[];
  first: { day: string; value: number };
  /** What the owner's improvements added to the first value, and when each was done. */
  improvements: readonly ImprovementStep[];
  index: PriceIndexSeries | undefined;
  location: ValuationLocation;
  type: ValuationRequest['type'];
  from: number;
  to: number;
}): ChartPoint[] {
  const points: ChartPoint[] = [];
  const fromDay = Math.floor(input.from / msPerDay) * msPerDay;
  const { createdDay } = input;
  const createdMs = dayMs(createdDay);
  if (input.index) {
    const { index } = input;
    const key = seriesKey(index, input.location.area, segmentOf(input.type));
    const month0 = input.first.day.slice(0, 7);
    const indexStart = monthNumber(index.firstMonth + '-01');
    const monthStart = (month: number) => dayMs(`${monthKey(month)}-01`);
    // The home without the work done after `asOf`, on a month's 1st (or the valuation's first day).
    const backcast = (month: number, asOf: string) => {
      const known = { value: input.first.value - notYetDone(input.improvements, asOf), month: month0 };
      return Math.round(backcastValue(index, key, known, monthKey(month)));
    };
    // Any day before the valuation: on the line between the index's points around it, the home
    // as it was that day. So a period that starts between two monthly points (1W or 1M of a
    // valuation made this month) starts on its first day, not at the next point (QA 52), and
    // work done within a month steps the line up on its day, not spread over the month, which
    // had put most of a kitchen into the days before it was done (QA 70a L2).
    const onDay = (at: number): ChartPoint => {
      const asOf = new Date(at).toISOString().slice(0, 10);
      const month = monthNumber(asOf);
      const start = monthStart(month);
      const startValue = backcast(month, asOf);
      if (at === start) return [at, startValue];
      const next = monthStart(month + 1);
      const [end, endValue] =
        next < createdMs
          ? [next, backcast(month + 1, asOf)]
          : [createdMs, input.first.value - notYetDone(input.improvements, asOf)];
      return [at, Math.round(startValue + ((at - start) / (end - start)) * (endValue - startValue))];
    };
    const fromMonth = monthNumber(new Date(fromDay).toISOString().slice(0, 10));
    const days = new Set<number>();
    if (fromDay < createdMs && fromDay > monthStart(fromMonth)) days.add(fromDay);
    for (let month = Math.max(indexStart, fromMonth); monthStart(month) < createdMs; month++) {
      if (monthStart(month) >= fromDay) days.add(monthStart(month));
    }
    // Each improvement's day and the day before it: the line steps there.
    for (const { completionDate } of input.improvements) {
      const done = dayMs(completionDate);
      for (const at of [done - msPerDay, done]) if (at >= fromDay && at < createdMs) days.add(at);
    }
    const firstDrawn = monthStart(indexStart);
    for (const at of [...days].sort((a, b) => a - b)) {
      if (at >= firstDrawn && at <= input.to) points.push(onDay(at));
    }
  }
  for (const point of input.history) {
    const at = dayMs(point.day);
    if (at >= fromDay && at <= input.to) points.push([at, point.value]);
  }
  return points;
}

/**
 * A value known today carried back along the area's index (issue 25: an annual report's
 * confirmed value, so its 12-month change is measured on the line of the value it shows): one
 * point on the 1st of each month from `from`, and today's, which is the value itself.
 */
export function carriedBackPoints(input: {
  index: PriceIndexSeries;
  location: ValuationLocation;
  type: ValuationRequest['type'];
  value: number;
  /** Today, `YYYY-MM-DD`: the day the value is the value. */
  today: string;
  from: number;
  /** What the owner's improvements in the value added, and when each was done (as `chartPoints`). */
  improvements?: readonly ImprovementStep[];
}): ChartPoint[] {
  const key = seriesKey(input.index, input.location.area, segmentOf(input.type));
  // The home as it was each month: without the improvements done after its 1st (QA 28: a home
  // improved this year read as having lost value, its work carried back to years before it).
  const knownAt = (day: string) => ({
    value: input.value - notYetDone(input.improvements ?? [], day),
    month: input.today.slice(0, 7),
  });
  const points: ChartPoint[] = [];
  const todayMs = dayMs(input.today);
  // From the day `from` falls on, as the model's line (chartPoints): a report made at 05:30 on
  // the 1st had dropped that day's point, and its 12-month change ran over 11 (QA 25a).
  const fromDay = Math.floor(input.from / msPerDay) * msPerDay;
  for (let month = monthNumber(new Date(input.from).toISOString().slice(0, 10)); ; month++) {
    const at = dayMs(`${monthKey(month)}-01`);
    if (at >= todayMs) break;
    if (at >= fromDay)
      points.push([at, Math.round(backcastValue(input.index, key, knownAt(`${monthKey(month)}-01`), monthKey(month)))]);
  }
  points.push([todayMs, input.value]);
  return points;
}
