import type { Listing, ListingStatus, SaleType } from '@shared/listing';
import { propertyTypes, type PropertyType } from '@shared/property-types';
import { seededRandom } from '@shared/valuation/seeded-random';

/**
 * A deterministic, synthetic set of listings for the search index's unit tests and for the
 * bench before the seed is available: listings spread over the GTA box around a few dozen
 * centres (dense downtown, sparser outside), half on the market and half sold or leased in
 * the last two years, with condo buildings whose units share one position.
 */
const municipalities = ['Toronto', 'Mississauga', 'Brampton', 'Markham', 'Vaughan', 'Oakville'];
const streets = [
  'Yonge Street',
  'Bloor Street West',
  'Queen Street East',
  'Dundas Street',
  'King Street',
  'Bathurst Street',
];
const dayMs = 86_400_000;
const isoDay = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

export function syntheticListings(count: number, today: string, seed = 7): Listing[] {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const todayDay = Math.round(Date.parse(`${today}T00:00:00Z`) / dayMs);
  const centres = Array.from({ length: 40 }, (_, i) => ({
    lat: 43.5 + next() * 0.42,
    lon: -79.7 + next() * 0.66,
    spread: i < 6 ? 0.01 : 0.04,
    municipality: municipalities[i % municipalities.length]!,
  }));
  const listings: Listing[] = [];
  let building: { lat: number; lon: number; address: string; left: number } | undefined;
  for (let i = 0; i < count; i++) {
    const centre = centres[Math.floor(next() ** 1.6 * centres.length)]!;
    const type: PropertyType = pick(propertyTypes);
    const saleType: SaleType = next() < 0.8 ? 'Sale' : 'Lease';
    const sold = next() < 0.55;
    const status: ListingStatus = sold
      ? saleType === 'Sale'
        ? 'sold'
        : 'leased'
      : saleType === 'Sale'
        ? 'forSale'
        : 'forLease';
    const listDay = todayDay - Math.floor(next() * (sold ? 720 : 90)) - (sold ? 20 : 0);
    const dom = sold ? 3 + Math.floor(next() * 60) : todayDay - listDay;
    const base = saleType === 'Sale' ? 400_000 + next() * 2_000_000 : 1_500 + next() * 4_000;
    const listingPrice = Math.round(base / 1000) * 1000 || 1000;
    let lat = centre.lat + (next() - 0.5) * centre.spread * 2;
    let lon = centre.lon + (next() - 0.5) * centre.spread * 2;
    let address = `${1 + Math.floor(next() * 2000)} ${pick(streets)}`;
    let unit: string | undefined;
    if (type === 'condo') {
      if (!building || building.left === 0) {
        building = { lat, lon, address, left: 5 + Math.floor(next() * 30) };
      }
      building.left -= 1;
      ({ lat, lon, address } = building);
      unit = String(100 + Math.floor(next() * 3000));
    }
    const sqft = 500 + Math.floor(next() * 3000);
    listings.push({
      mls: `S${String(1_000_000 + i)}`,
      numberOfPic: 1 + Math.floor(next() * 20),
      ...(unit && { unit }),
      address,
      municipality: centre.municipality,
      community: centre.municipality,
      area: centre.municipality === 'Toronto' ? 'Toronto' : 'Peel',
      county: 'Ontario',
      neighbour: `${centre.municipality.toLowerCase()}-${Math.floor(next() * 20)}`,
      type,
      style: pick(['2-Storey', 'Bungalow', 'Apartment', 'Backsplit 3']),
      oriType: type,
      saleType,
      status,
      listDate: isoDay(listDay),
      ...(sold && {
        soldDate: isoDay(listDay + dom),
        closeDate: isoDay(listDay + dom + 30),
        soldPrice: Math.round((listingPrice * (0.92 + next() * 0.16)) / 100) * 100,
      }),
      listingPrice,
      originalPrice: listingPrice,
      dom,
      bedroom: Math.floor(next() * 5) + 1,
      brPlus: next() < 0.3 ? 1 : 0,
      bathroom: Math.floor(next() * 4) + 1,
      parking: Math.floor(next() * 3),
      totalParking: Math.floor(next() * 4),
      footage: `${sqft}-${sqft + 199}`,
      footageFrom: sqft,
      footageTo: sqft + 199,
      ...(type !== 'condo' && { lotFront: 20 + Math.round(next() * 60), lotDepth: 80 + Math.round(next() * 80) }),
      tax: Math.round(listingPrice * 0.006),
      taxYear: 2025,
      ...(!sold && next() < 0.1 && { opens: [`${isoDay(todayDay + 2)}T18:00:00.000Z`] }),
      location: { lat, lon },
      photos: [`pool/${i % 50}.jpg`],
    });
  }
  return listings;
}
