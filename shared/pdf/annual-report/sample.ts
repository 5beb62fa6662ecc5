import type { AnnualReport, ReportProperty } from '@shared/annual-report/types';
import type { ChartPoint } from '@shared/home-value/types';
import type { Neighbourhood, Position } from '@shared/neighbourhood';
import { actives, solds, type Listed } from './sample-listings';

/**
 * The sample annual report (issue 17): a detached home in the Beaches with 6 photos, 5
 * comparable sales, 5 active listings, a value its agent confirmed and a 12-month chart. Pure
 * data from the clock, for the tests, the bench and the web's /valuation-annual-report page.
 * Photo paths point at the seed's shared pool.
 */
const dayMs = 86_400_000;
/**
 * A picture of the seed's photo pool (`pool/{nn}.jpg`, two digits: infra/local/seed/photos): the
 * sample's `pool/1.jpg` was no photo, and its cover and Photos page showed placeholders (QA 56a L4).
 */
const poolPhoto = (n: number) => `pool/${String(n).padStart(2, '0')}.jpg`;
const home = { lat: 43.6705, lon: -79.305 };

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** A smooth year: a gentle rise with a summer swell, to the hundred dollars. */
const valueOn = (daysBefore: number) =>
  Math.round((1_262_000 - daysBefore * 165 + 14_000 * Math.sin((365 - daysBefore) / 58)) / 100) * 100;

function chart(today: number, createdDaysAgo: number): ChartPoint[] {
  const points: ChartPoint[] = [];
  // Back-cast months before the valuation existed, one point a month; then one a day.
  for (let d = 365; d > createdDaysAgo; d -= 30) points.push([today - d * dayMs, valueOn(d)]);
  for (let d = createdDaysAgo; d >= 0; d--) points.push([today - d * dayMs, valueOn(d)]);
  return points;
}

/** The confirmed value carried back along the (sample's) area trend, one point a month and today's. */
function confirmedChart(today: number, confirmedValue: number): ChartPoint[] {
  const points: ChartPoint[] = [];
  for (let d = 365; d > 0; d -= 30)
    points.push([today - d * dayMs, Math.round((confirmedValue * valueOn(d)) / valueOn(0))]);
  points.push([today, confirmedValue]);
  return points;
}

function property(today: number, p: Listed, status: 'sold' | 'forSale'): ReportProperty {
  const sold = status === 'sold';
  const listedDaysAgo = p.daysAgo + (sold ? p.dom : 0);
  return {
    mls: p.mls,
    address: p.address,
    area: 'Toronto',
    municipality: 'Toronto',
    neighbour: 'the-beaches',
    bedroom: p.bedroom,
    brPlus: p.brPlus ?? 0,
    bathroom: p.bathroom,
    parking: p.parking,
    listingPrice: sold ? Math.round((p.price * 0.97) / 1000) * 1000 : p.price,
    ...(sold && !p.hidden && { soldPrice: p.price }),
    ...(sold && { soldDate: isoDay(today - p.daysAgo * dayMs) }),
    listDate: isoDay(today - listedDaysAgo * dayMs),
    type: p.type ?? 'detatched',
    status,
    numberOfPic: 12,
    photo: poolPhoto(p.pic),
    ...(p.footage && { footageFrom: p.footage[0], footageTo: p.footage[1] }),
    ...(p.lot && { lotFront: p.lot[0], lotDepth: p.lot[1] }),
    dom: p.dom,
    location: { lat: p.at[0], lon: p.at[1] },
  };
}

export function sampleAnnualReport(now: Date): AnnualReport {
  const today = Math.floor(now.getTime() / dayMs) * dayMs;
  const createdDaysAgo = 130;
  const points = chart(today, createdDaysAgo);
  const instanceValue = points.at(-1)![1];
  const confirmedAt = new Date(today - 46 * dayMs + 15 * 3_600_000).toISOString();
  const summary = property(
    today,
    {
      ...solds[0]!,
      mls: 'E8000100',
      address: '12 Maple Avenue',
      at: [home.lat, home.lon],
      price: 980_000,
      daysAgo: 2200,
      pic: 1,
    },
    'sold',
  );
  return {
    id: 'sample-annual-report',
    valuationId: 'sample-valuation',
    year: now.getUTCFullYear(),
    createdAt: now.toISOString(),
    userId: 'sample-contact',
    user: { firstName: 'Alex', lastName: 'Chen' },
    agent: {
      firstName: 'Jane',
      lastName: 'Morrison',
      email: 'jane.morrison@example.com',
      phone: '416-555-0123',
      website: 'https://janemorrison.example',
    },
    homeValue: {
      id: 'sample-valuation',
      createdAt: new Date(today - createdDaysAgo * dayMs).toISOString(),
      userId: 'sample-contact',
      user: { firstName: 'Alex', lastName: 'Chen' },
      request: {
        locationId: 'sample-location',
        type: 'detatched',
        footageFrom: 1500,
        footageTo: 1999,
        bedroom: 3,
        bathroom: 2,
        parking: 1,
        lotFront: 25,
        lotDepth: 118,
        address: '12 Maple Avenue, Toronto, ON',
      },
      lastPurchaseDate: summary.soldDate,
      lastPurchasePrice: 980_000,
      displayAddress: '12 Maple Avenue, Toronto, ON M4E 2K8',
      instanceValue,
      instanceValueDate: isoDay(today),
      lowerRange: Math.round((instanceValue * 0.93) / 1000) * 1000,
      upperRange: Math.round((instanceValue * 1.07) / 1000) * 1000,
      confirmed: true,
      confirmedValue: 1_250_000,
      confirmedAt,
      receiveUpdates: 'monthly',
      shareToken: 'sample-share-token',
    },
    propertyDetails: {
      summary,
      photos: [1, 2, 3, 4, 5, 6].map(poolPhoto),
      description:
        'A bright three-bedroom detached home two blocks from the boardwalk, with a finished lower level, a deep south-facing garden and parking off the lane. Renovated kitchen with a walk-out to the deck; original oak floors and leaded windows upstairs. Steps to Queen Street East, Kew Gardens and the Balmy Beach school.',
    },
    similarSolds: solds.map((p) => property(today, p, 'sold')),
    similarActives: actives.map((p) => property(today, p, 'forSale')),
    chart: points,
    confirmedChart: confirmedChart(today, 1_250_000),
    neighbourhoods: [{ id: 'the-beaches', name: 'The Beaches' }],
  };
}

const box = (west: number, south: number, east: number, north: number): Position[] => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];

const outline = (id: string, name: string, ring: Position[]): Neighbourhood => {
  const lons = ring.map(([lon]) => lon);
  const lats = ring.map(([, lat]) => lat);
  return {
    id,
    name,
    community: 'Toronto',
    centre: [(Math.min(...lons) + Math.max(...lons)) / 2, (Math.min(...lats) + Math.max(...lats)) / 2],
    geometry: { type: 'Polygon', coordinates: [ring] },
  };
};

/** Outlines around the sample home, drawn for the sample only (the Beaches meets the lake on its south side). */
export const sampleNeighbourhoods: Neighbourhood[] = [
  outline('the-beaches', 'The Beaches', [
    [-79.318, 43.6551],
    [-79.3, 43.661],
    [-79.285, 43.668],
    [-79.278, 43.6712],
    [-79.278, 43.6805],
    [-79.318, 43.6805],
    [-79.318, 43.6551],
  ]),
  outline('woodbine-corridor', 'Woodbine Corridor', box(-79.334, 43.6585, -79.318, 43.6805)),
  outline('east-end-danforth', 'East End-Danforth', box(-79.334, 43.6805, -79.29, 43.696)),
  outline('birchcliffe', 'Birchcliffe-Cliffside', [
    [-79.29, 43.6805],
    [-79.278, 43.6805],
    [-79.278, 43.6712],
    [-79.262, 43.679],
    [-79.255, 43.686],
    [-79.255, 43.696],
    [-79.29, 43.696],
    [-79.29, 43.6805],
  ]),
];
