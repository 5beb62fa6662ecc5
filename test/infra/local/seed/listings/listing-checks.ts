import { listingStatuses, type Listing } from '@shared/listing';
import type { Neighbourhood } from '@shared/neighbourhood';
import { propertyTypes } from '@shared/property-types';
import { dayNumber } from '../../../../../infra/local/seed/calendar';

/**
 * One listing's problems, as sentences: missing fields, fields that disagree with each other,
 * dates and days on market that disagree with its status and today. Plain code rather than
 * an `expect` per field, so checking 40,000 listings takes milliseconds.
 */
const areas = ['Toronto', 'Peel', 'York', 'Halton', 'Durham'];
const days = (from: string, to: string) => dayNumber(to) - dayNumber(from);
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;

export function fieldProblems(l: Listing, neighbourhoods: ReadonlyMap<string, Neighbourhood>): string[] {
  const problems: string[] = [];
  const check = (ok: unknown, what: string) => {
    if (!ok) problems.push(`${l.mls}: ${what}`);
  };
  check(/^[CWEN]\d{7}$/.test(l.mls), 'MLS number');
  check(/^\d+ \S/.test(l.address), 'address');
  check(propertyTypes.includes(l.type), 'type');
  check(listingStatuses.includes(l.status), 'status');
  check(neighbourhoods.get(l.neighbour)?.community === l.municipality, 'neighbourhood in its municipality');
  check(l.community === l.municipality && areas.includes(l.area) && l.county === 'Ontario', 'community, area, county');
  check(l.style && l.oriType && l.footage, 'style, oriType, footage');
  for (const field of ['bedroom', 'brPlus', 'bathroom', 'parking', 'totalParking', 'dom'] as const) {
    check(isCount(l[field]), field);
  }
  check(l.bathroom >= 1 && l.totalParking! >= l.parking!, 'baths and parking');
  check(
    l.footageFrom! <= l.estFootage! && (l.footageTo === undefined || l.estFootage! <= l.footageTo),
    'footage range',
  );
  check(l.listingPrice > 0 && l.originalPrice >= l.listingPrice, 'asking prices');
  check(l.numberOfPic >= 1 && l.numberOfPic === l.photos?.length, 'numberOfPic');
  check(
    l.photos?.every((photo) => /^pool\/\d{2}\.jpg$/.test(photo)),
    'photo paths',
  );
  const condo = l.type === 'condo' || l.type === 'condoTownhouse';
  check(Boolean(l.unit) === condo, 'unit for condos only');
  if (condo) check(l.lotFront === undefined && l.landFront === undefined, 'no lot for condos');
  else check(l.lotFront! > 0 && l.lotDepth! > 0 && l.landFront === l.lotFront && l.landDepth === l.lotDepth, 'lot');
  check((l.tax !== undefined && l.taxYear !== undefined) === (l.saleType === 'Sale'), 'tax on sale listings');
  check(l.location.lat > 43.2 && l.location.lat < 44.2 && l.location.lon > -80 && l.location.lon < -78.7, 'location');
  return problems;
}

export function dateProblems(l: Listing, today: string, firstDay: string): string[] {
  const problems: string[] = [];
  const check = (ok: unknown, what: string) => {
    if (!ok) problems.push(`${l.mls}: ${what}`);
  };
  check(l.listDate >= firstDay && l.listDate <= today, 'list date in the window');
  const lease = l.saleType === 'Lease';
  check(
    ['forLease', 'leased'].includes(l.status) ? lease : !['forSale', 'sold'].includes(l.status) || !lease,
    'status agrees with sale type',
  );
  if (l.status === 'forSale' || l.status === 'forLease') {
    check(l.soldDate === undefined && l.endDate === undefined && l.soldPrice === undefined, 'active: no end');
    check(l.dom === days(l.listDate, today), 'active: dom up to today');
  } else if (l.status === 'sold' || l.status === 'leased') {
    check(l.soldDate! <= today && l.closeDate! > l.soldDate! && l.endDate === undefined, 'deal dates');
    check(l.soldPrice! > 0 && l.dom === days(l.listDate, l.soldDate!), 'deal: dom to the sold date');
  } else {
    check(l.endDate! <= today && l.soldDate === undefined && l.soldPrice === undefined, 'ended unsold');
    check(l.dom === days(l.listDate, l.endDate!), 'ended: dom to the end date');
  }
  // A reduced listing says when: a week or more after it was listed, before it ended or today.
  const ended = l.soldDate ?? l.endDate ?? today;
  check(
    l.originalPrice === l.listingPrice
      ? l.priceChangeDate === undefined
      : l.priceChangeDate !== undefined && days(l.listDate, l.priceChangeDate) >= 7 && l.priceChangeDate < ended,
    'price change dated within the listing',
  );
  check(!l.opens || (l.status === 'forSale' && l.opens.every((open) => open > `${today}T`)), 'open houses ahead');
  return problems;
}
