import type { Listing, ListingStatus, SaleType } from '@shared/listing';
import type { PropertyType } from '@shared/property-types';
import { firstOfMonth, isoDate, torontoInstant, weekday, yearMonth } from '../calendar';
import {
  areaDomFactor,
  leaseMarket,
  marketMonth,
  priceLevels,
  rentLevels,
  saleToListBand,
  typeDomFactor,
  typePriceIndex,
  typeSaleToListHeat,
  typeSellThrough,
} from '../data/market-bands';
import type { Area } from '../data/municipalities';
import type { Random } from '../random';

/** What a listing's terms depend on: the home's type, area and worth against its area. */
export interface PricedHome {
  type: PropertyType;
  area: Area;
  /** The home's price against its area's median for its type (neighbourhood × size × its own). */
  quality: number;
  /** The size deviate (a standard normal) its features were drawn from. */
  z: number;
  /** Monthly rent against the area's median for its type. */
  rentQuality: number;
}

export type ListingTerms = Pick<
  Listing,
  | 'saleType'
  | 'status'
  | 'listDate'
  | 'soldDate'
  | 'closeDate'
  | 'endDate'
  | 'soldPrice'
  | 'listingPrice'
  | 'originalPrice'
  | 'priceChangeDate'
  | 'dom'
  | 'opens'
>;

/** How a listing ended, for the generator to decide on a later listing of the same home. */
export interface ListingOutcome {
  terms: ListingTerms;
  /** The day it sold, leased or ended; undefined while active. */
  endDay?: number;
  /** The day a sale or lease closed. */
  closeDay?: number;
}

const reflectInto = (value: number, low: number, high: number) =>
  Math.min(high, Math.max(low, value > high ? 2 * high - value : value < low ? 2 * low - value : value));

/** Asking prices end in 900 or 9,000 more often than not ($699,900, $1,299,000). */
function askingPrice(random: Random, value: number): number {
  if (value >= 1_000_000) return Math.round(value / 10_000) * 10_000 - (random.chance(0.6) ? 1_000 : 0);
  return Math.round(value / 1_000) * 1_000 - (random.chance(0.5) ? 100 : 0);
}
const soldPriceOf = (value: number) =>
  value >= 1_000_000 ? Math.round(value / 1_000) * 1_000 : Math.round(value / 500) * 500;
const round50 = (value: number) => Math.round(value / 50) * 50;

/** Earlier asking prices: a longer listing was more often reduced on the way. */
function originalPrice(random: Random, asking: number, dom: number, lease: boolean): number {
  if (dom < 14 || !random.chance(Math.min(0.6, dom / 60))) return asking;
  const raised = asking * random.between(1.02, 1.1);
  return lease ? round50(raised) : askingPrice(random, raised);
}

/**
 * A listing's first asking price, and when it came down to `asking` when it did: a week or
 * more after the listing, and before it ended (or today). The day is drawn from a stream of
 * its own, so the listings drawn after it are the same as before it was added.
 */
function askingPrices(
  random: Random,
  asking: number,
  listDay: number,
  dom: number,
  lease: boolean,
): Pick<Listing, 'originalPrice' | 'priceChangeDate'> {
  const original = originalPrice(random, asking, dom, lease);
  if (original === asking) return { originalPrice: original };
  const changeDay = listDay + random.fork(`priceChange|${listDay}|${asking}`).int(7, dom - 1);
  return { originalPrice: original, priceChangeDate: isoDate(changeDay) };
}

/** Open houses on the weekend after today, 2 pm Toronto time, for some active sale listings. */
function openHouses(random: Random, type: PropertyType, today: number): string[] | undefined {
  if (!random.chance(type === 'condo' ? 0.15 : 0.4)) return undefined;
  const saturday = today + ((6 - weekday(today) + 7) % 7 || 7);
  const days = random.chance(0.4) ? [saturday, saturday + 1] : [random.chance(0.5) ? saturday : saturday + 1];
  return days.filter((day) => day - today <= 7).map((day) => torontoInstant(day, 14));
}

/** A listing as planned: it sells or leases after `days`, or ends unsold then, unless that is after today. */
interface Plan {
  saleType: SaleType;
  listDay: number;
  asking: number;
  days: number;
  status: ListingStatus;
  soldPrice?: number;
  closeDay?: number;
}

/** Still on the market today when its planned end is after today; otherwise sold, leased or ended. */
function conclude(random: Random, home: PricedHome, plan: Plan, today: number): ListingOutcome {
  const lease = plan.saleType === 'Lease';
  const common = { saleType: plan.saleType, listDate: isoDate(plan.listDay), listingPrice: plan.asking };
  if (plan.listDay + plan.days > today) {
    const dom = today - plan.listDay;
    const opens = lease ? undefined : openHouses(random, home.type, today);
    return {
      terms: {
        ...common,
        status: lease ? 'forLease' : 'forSale',
        ...askingPrices(random, plan.asking, plan.listDay, dom, lease),
        dom,
        ...(opens && { opens }),
      },
    };
  }
  const endDay = plan.listDay + plan.days;
  const ended = {
    ...common,
    status: plan.status,
    ...askingPrices(random, plan.asking, plan.listDay, plan.days, lease),
  };
  if (plan.soldPrice === undefined || plan.closeDay === undefined) {
    return { terms: { ...ended, endDate: isoDate(endDay), dom: plan.days }, endDay };
  }
  return {
    terms: {
      ...ended,
      soldDate: isoDate(endDay),
      closeDate: isoDate(plan.closeDay),
      soldPrice: plan.soldPrice,
      dom: plan.days,
    },
    endDay,
    closeDay: plan.closeDay,
  };
}

function endedStatus(random: Random, lease: boolean): { status: ListingStatus; days: number } {
  const roll = random.next();
  if (roll < (lease ? 0.45 : 0.5))
    return { status: 'unavailable', days: random.pick(lease ? [30, 60, 90] : [60, 90, 90, 120, 120, 180]) };
  if (roll < 0.96) return { status: 'terminated', days: random.int(7, lease ? 60 : 100) };
  return { status: 'suspended', days: random.int(10, 60) };
}

/** A sale listing's prices and dates: it sells, or ends unsold, or is still for sale today. */
export function saleTerms(
  random: Random,
  home: PricedHome,
  listDay: number,
  today: number,
  discount = 1,
): ListingOutcome {
  const { year, month } = yearMonth(listDay);
  const market = marketMonth(year, month);
  const value = priceLevels[home.area][home.type] * typePriceIndex(home.type, market) * home.quality * discount;
  if (random.chance(Math.min(0.92, market.sellThrough * typeSellThrough[home.type]))) {
    const heat = Math.max(0, (market.saleToList - 1) / 0.1);
    const mean = market.saleToList + typeSaleToListHeat[home.type] * heat - (home.type === 'condo' ? 0.005 : 0);
    const spread = 0.02 + 0.25 * Math.max(0, market.saleToList - 1);
    const ratio = reflectInto(mean + spread * random.normal(), saleToListBand.low + 0.006, saleToListBand.high - 0.006);
    const asking = askingPrice(random, value / ratio);
    const sold = soldPriceOf(Math.min(Math.max(asking * ratio, asking * 0.905), asking * 1.145));
    const median = market.dom * typeDomFactor[home.type] * areaDomFactor[home.area] * 0.73;
    const dom = Math.min(200, Math.max(1, Math.round(median * random.logNormal(0.75))));
    const closeDay = listDay + dom + random.int(21, 90);
    return conclude(
      random,
      home,
      { saleType: 'Sale', listDay, asking, days: dom, status: 'sold', soldPrice: sold, closeDay },
      today,
    );
  }
  const asking = askingPrice(random, value * random.between(1.02, 1.12));
  const { status, days } = endedStatus(random, false);
  return conclude(random, home, { saleType: 'Sale', listDay, asking, days, status }, today);
}

/** A lease listing: monthly rent, leased within weeks (to start on the 1st of a month) or ended. */
export function leaseTerms(random: Random, home: PricedHome, listDay: number, today: number): ListingOutcome {
  const { year, month } = yearMonth(listDay);
  const market = marketMonth(year, month);
  const rent = rentLevels[home.area][home.type] * market.rentIndex * home.rentQuality;
  const leaseYear = leaseMarket.yearOf(year);
  if (random.chance(leaseMarket.leasedShareByYear[leaseYear]!)) {
    const tight = market.rentIndex > 1.04 ? 0.012 : 0;
    const ratio = reflectInto(0.985 + tight + 0.02 * random.normal(), 0.94, 1.08);
    const asking = Math.max(800, round50(rent / ratio));
    const leased = round50(asking * ratio);
    const dom = Math.min(
      120,
      Math.max(1, Math.round(leaseMarket.medianDom * leaseMarket.domFactorByYear[leaseYear]! * random.logNormal(0.7))),
    );
    const start = yearMonth(listDay + dom + 7);
    const closeDay = firstOfMonth(start.year, start.month + 1);
    return conclude(
      random,
      home,
      { saleType: 'Lease', listDay, asking, days: dom, status: 'leased', soldPrice: leased, closeDay },
      today,
    );
  }
  const asking = Math.max(800, round50(rent * random.between(1.03, 1.12)));
  const { status, days } = endedStatus(random, true);
  return conclude(random, home, { saleType: 'Lease', listDay, asking, days, status }, today);
}

export function listingTerms(
  random: Random,
  home: PricedHome,
  saleType: SaleType,
  listDay: number,
  today: number,
  discount = 1,
): ListingOutcome {
  return saleType === 'Sale'
    ? saleTerms(random, home, listDay, today, discount)
    : leaseTerms(random, home, listDay, today);
}
