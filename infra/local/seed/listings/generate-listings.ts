import type { Listing, SaleType } from '@shared/listing';
import type { Neighbourhood } from '@shared/neighbourhood';
import { propertyTypes, type PropertyType } from '@shared/property-types';
import { AddressBook, type Place } from './addresses';
import { dayNumber, firstOfMonth, weekday, yearMonth } from '../calendar';
import type { GtaNeighbourhoodEntry } from '../data/gta-neighbourhoods';
import { listingDetails } from './listing-details';
import { listingTerms, type ListingOutcome, type PricedHome } from './listing-terms';
import { marketMonth, priceLevels } from '../data/market-bands';
import { buildProfiles, type NeighbourhoodProfile } from '../data/neighbourhood-profiles';
import { choosePhotos } from '../photos/photo-pool';
import { featurePremium, propertyFeatures, type PropertyFeatures } from './property-features';
import { qualityWhenResold, resaleDay, ResaleQueue } from './resales';
import { createRandom, WeightedTable, type Random } from '../random';

/** The seed's fixed random seed: the same seed, size and today give the same data set. */
export const defaultSeed = 'gta-homes';
/** How many years of listings, back from today. */
export const historyYears = 5;

export interface GenerateListingsOptions {
  seed?: string;
  size: number;
  /** Today, `YYYY-MM-DD` in Toronto (from the injected clock). */
  today: string;
  neighbourhoods: readonly Neighbourhood[];
  entries: readonly GtaNeighbourhoodEntry[];
}

/** A home: what stays the same across its listings (a sale, a relisting, a lease). */
interface Home extends PricedHome {
  profile: NeighbourhoodProfile;
  features: PropertyFeatures;
  place: Place;
  photos: string[];
}

/** A home that may come back on the market from a given day (relisted, leased out, re-leased). */
interface Comeback {
  home: Home;
  saleType: SaleType;
  /** The last day it may come back (relistings happen within weeks or not at all). */
  until: number;
  /** Asking price against the market, for a relisting after no sale. */
  discount: number;
}

const relistShare: Record<SaleType, number> = { Sale: 0.09, Lease: 0.14 };
/** Fewer listings start on weekends: Sunday … Saturday. */
const weekdayWeight = [0.3, 1, 1, 1, 1.15, 1, 0.5];

function typeTable(mix: Record<PropertyType, number>): WeightedTable<PropertyType> {
  return new WeightedTable(propertyTypes, (type) => mix[type]);
}

/** Splits `total` over weights, largest remainders first, so the counts add up exactly. */
function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const counts = exact.map(Math.floor);
  const order = exact
    .map((value, i) => ({ i, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  const missing = total - counts.reduce((a, b) => a + b, 0);
  for (let k = 0; k < missing; k++) counts[order[k]!.i]!++;
  return counts;
}

/** The window's months: from the first of the month five years back to today, weighted by new listings. */
function monthsOf(today: number): { first: number; last: number; weight: number }[] {
  const { year, month } = yearMonth(today);
  const months = [];
  for (let offset = -12 * historyYears; offset <= 0; offset++) {
    const first = firstOfMonth(year, month + offset);
    const next = firstOfMonth(year, month + offset + 1);
    const last = Math.min(next - 1, today);
    const { year: y, month: m } = yearMonth(first);
    months.push({ first, last, weight: (marketMonth(y, m).newListings * (last - first + 1)) / (next - first) });
  }
  return months;
}

function listDays(random: Random, first: number, last: number, count: number): number[] {
  const days: number[] = [];
  while (days.length < count) {
    const day = random.int(first, last);
    if (random.next() * 1.15 < weekdayWeight[weekday(day)]!) days.push(day);
  }
  return days.sort((a, b) => a - b);
}

/**
 * Generates `size` listings over the five years up to `today`, in list-date order, with MLS
 * numbers rising with the list date. Pure: the seed, size, today and neighbourhoods decide
 * every value.
 */
export function generateListings(options: GenerateListingsOptions): Listing[] {
  const random = createRandom(options.seed ?? defaultSeed);
  const today = dayNumber(options.today);
  const profiles = buildProfiles(options.neighbourhoods, options.entries);
  const meanSaleWeight = profiles.reduce((sum, profile) => sum + profile.saleWeight, 0) / profiles.length;
  const addresses = new AddressBook(random.fork('addresses'), meanSaleWeight);
  const where: Record<SaleType, WeightedTable<NeighbourhoodProfile>> = {
    Sale: new WeightedTable(profiles, (profile) => profile.saleWeight),
    Lease: new WeightedTable(profiles, (profile) => profile.leaseWeight),
  };
  const typesFor = new Map(
    profiles.map((profile) => [profile, { Sale: typeTable(profile.saleMix), Lease: typeTable(profile.leaseMix) }]),
  );

  const newHome = (saleType: SaleType): Home => {
    const profile = where[saleType].pick(random);
    const type = typesFor.get(profile)![saleType].pick(random);
    const z = random.normal();
    const sizePrice = Math.exp(0.16 * z);
    const home: Home = {
      type,
      area: profile.area,
      z,
      quality: profile.premium[type] * sizePrice * random.logNormal(0.1),
      rentQuality: profile.premium[type] ** 0.35 * Math.exp(0.1 * z) * random.logNormal(0.07),
      profile,
      features: propertyFeatures(random, type, profile.kind, z),
      place: addresses.place(profile, type),
      photos: choosePhotos(random, type),
    };
    // What a buyer pays for the rooms, parking and lot beyond what the home's size says.
    home.quality *= featurePremium(type, profile.kind, home.features);
    return home;
  };

  // Homes that come back later wait here by the day they may, then in a ready list per sale type.
  const waiting = new Map<number, Comeback[]>();
  const ready: Record<SaleType, Comeback[]> = { Sale: [], Lease: [] };
  let releasedUpTo = -Infinity;
  const later = (day: number, comeback: Comeback) => {
    if (day > today) return;
    const list = waiting.get(day) ?? [];
    list.push(comeback);
    waiting.set(day, list);
  };
  const takeComeback = (saleType: SaleType, day: number): Comeback | undefined => {
    const list = ready[saleType];
    while (list.length > 0) {
      const index = random.int(0, list.length - 1);
      const comeback = list[index]!;
      list[index] = list[list.length - 1]!;
      list.pop();
      if (comeback.until >= day) return comeback;
    }
    return undefined;
  };

  const resales = new ResaleQueue<Home>();
  const listings: Listing[] = [];
  let mlsNumber = 5_000_000;
  const months = monthsOf(today);
  const counts = allocate(
    options.size,
    months.map((month) => month.weight),
  );
  months.forEach((month, m) => {
    for (const day of listDays(random, month.first, month.last, counts[m]!)) {
      for (let d = Math.max(releasedUpTo + 1, day - 400); d <= day; d++) {
        for (const comeback of waiting.get(d) ?? []) ready[comeback.saleType].push(comeback);
        waiting.delete(d);
      }
      releasedUpTo = day;
      const { year, month: monthOfYear } = yearMonth(day);
      const saleType: SaleType = random.chance(marketMonth(year, monthOfYear).leaseShare) ? 'Lease' : 'Sale';
      resales.release(day);
      // A home sold years ago that is due to sell again takes the next sale listing.
      const resold = saleType === 'Sale' ? resales.take() : undefined;
      const comeback = resold || !random.chance(relistShare[saleType]) ? undefined : takeComeback(saleType, day);
      const home = resold ?? comeback?.home ?? newHome(saleType);
      const outcome = listingTerms(random, home, saleType, day, today, comeback?.discount ?? 1);
      mlsNumber += random.int(1, 17);
      listings.push(toListing(home, outcome, `${home.profile.mlsLetter}${mlsNumber}`, day));
      scheduleComeback(random, home, saleType, outcome, later);
      if (outcome.terms.status === 'sold' && saleType === 'Sale' && outcome.closeDay !== undefined) {
        const again = resaleDay(random, home.type, outcome.closeDay);
        if (again <= today) resales.add(again, { ...home, quality: qualityWhenResold(random, home.quality) });
      }
    }
  });
  return listings;
}

/** Unsold homes are often relisted within weeks; sold condos are often leased out; leases turn over (resales: resales.ts). */
function scheduleComeback(
  random: Random,
  home: Home,
  saleType: SaleType,
  { terms, endDay, closeDay }: ListingOutcome,
  later: (day: number, comeback: Comeback) => void,
): void {
  if (endDay === undefined) return;
  if (terms.status === 'terminated' || terms.status === 'unavailable') {
    if (random.chance(0.55))
      later(endDay + random.int(1, 45), { home, saleType, until: endDay + 120, discount: 0.985 });
  } else if (terms.status === 'sold' && (home.type === 'condo' || home.type === 'condoTownhouse')) {
    if (random.chance(0.12))
      later(endDay + random.int(7, 40), { home, saleType: 'Lease', until: endDay + 90, discount: 1 });
  } else if (terms.status === 'leased' && closeDay !== undefined) {
    if (random.chance(0.25))
      later(closeDay + random.int(300, 340), { home, saleType: 'Lease', until: closeDay + 400, discount: 1 });
  }
}

/** What the home would have fetched in the reference year: the base of its (lagging) tax assessment. */
const referenceValue = (home: Home) => priceLevels[home.area][home.type] * home.quality;

function toListing(home: Home, { terms }: ListingOutcome, mls: string, listDay: number): Listing {
  const { profile, features, place } = home;
  const { municipality } = profile;
  const listYear = yearMonth(listDay).year;
  const taxYear = listYear - 1;
  const tax =
    terms.saleType === 'Sale'
      ? Math.round(referenceValue(home) * 0.7 * municipality.taxRate * 1.03 ** (taxYear - 2024))
      : undefined;
  const listing: Listing = {
    mls,
    numberOfPic: home.photos.length,
    ...(place.unit && { unit: place.unit }),
    address: place.address,
    municipality: municipality.name,
    community: municipality.name,
    area: profile.area,
    county: 'Ontario',
    neighbour: profile.neighbourhood.id,
    type: home.type,
    ...features,
    ...terms,
    ...(tax !== undefined && { tax, taxYear }),
    location: place.location,
    photos: home.photos,
  };
  return { ...listing, details: listingDetails(listing) };
}
