import type { Listing, ListingDetails } from '@shared/listing';
import { propertyTypeLabels, type PropertyType } from '@shared/property-types';
import { fsaOf } from '../data/postal-districts';
import { createRandom, type Random } from '../random';

/**
 * The property page's description of a seeded listing (document 3 §2.6): description, rooms in
 * metres, heating and the rest, consistent with the listing's type, size, bedrooms and lot.
 * Drawn from streams of its own, keyed by the home (address, unit and type) and the listing
 * (MLS), one per field, so it never shifts the generator's other draws, a home reads the same
 * in every listing (sale or lease), and the same seed gives the same text.
 */
const condoTypes: readonly PropertyType[] = ['condo', 'condoTownhouse'];

// prettier-ignore
const brokerages = [
  'Maple Leaf Realty Inc., Brokerage', 'Lakeshore Homes Realty Ltd., Brokerage', 'Don Valley Real Estate Inc., Brokerage',
  'Humber Bay Properties Ltd., Brokerage', 'Queen West Realty Inc., Brokerage', 'Credit River Realty Ltd., Brokerage',
];
const condoAmenities = ['Concierge', 'Gym', 'Party Room', 'Rooftop Deck', 'Visitor Parking', 'Indoor Pool', 'Sauna'];
const nearby = ['Park', 'Public Transit', 'School', 'Hospital', 'Library', 'Place Of Worship', 'Rec Centre'];
const houseFeatures = ['Fenced Yard', 'Hardwood Floor', 'Garden Shed', 'Deck', 'Updated Kitchen', 'Skylight'];
const exposures = ['N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW'];
const firstLetters: Record<string, string> = { Toronto: 'M' };
const postalLetters = 'ABCEGHJKLMNPRSTVXY';

/** `count` distinct items, in a random order (the first steps of a Fisher–Yates shuffle). */
function pickSome<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  for (let i = 0; i < Math.min(count, pool.length); i++) {
    const j = random.int(i, pool.length - 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}
const metres = (value: number) => Math.round(value * 100) / 100;

/**
 * A postal code in the home's district (`fsaOf`), its last three characters drawn; a home in a
 * place the district table does not know gets its town's first letter and the rest drawn.
 */
function postalCode(random: Random, listing: Pick<Listing, 'neighbour' | 'municipality'>): string {
  const letter = () => random.pick(postalLetters.split(''));
  const fsa =
    fsaOf(listing.neighbour, listing.municipality) ??
    `${firstLetters[listing.municipality] ?? 'L'}${random.int(1, 9)}${letter()}`;
  return `${fsa} ${random.int(0, 9)}${letter()}${random.int(0, 9)}`;
}

/** Square feet in a square metre. */
const sqftPerSquareMetre = 10.764;
/** The share of a home's interior its listed rooms cover (the rest: halls, baths, closets, walls). */
const roomsShare = 0.75;

/**
 * Rooms scaled to the interior size: together they cover three quarters of it, so a 750 sq ft
 * condo's second bedroom is about 3.0 m × 2.6 m, not the 2.3 m × 1.9 m a scale by the square
 * root of the size gave (its rooms added up to half its size, QA 54b).
 */
function rooms(random: Random, listing: Listing, condo: boolean, finishedBasement: boolean): ListingDetails['rooms'] {
  const sqft = listing.footageFrom || listing.estFootage || (condo ? 750 : 1800);
  const room = (name: string, length: number, width: number, description: string) => ({
    name,
    length: length * random.between(0.9, 1.1),
    width: width * random.between(0.9, 1.1),
    description,
  });
  const floor = condo ? 'Laminate' : random.pick(['Hardwood Floor', 'Broadloom', 'Laminate']);
  const list = [
    room('Living', 5.2, 3.6, `${floor}, Large Window`),
    room('Dining', 3.4, 3.1, condo ? 'Combined W/Living' : 'Hardwood Floor'),
    room('Kitchen', 3.6, 2.9, random.pick(['Stainless Steel Appl', 'Quartz Counter', 'Breakfast Area'])),
  ];
  if (!condo) list.push(room('Family', 4.8, 3.7, 'Fireplace, W/O To Yard'));
  for (let i = 0; i < Math.max(listing.bedroom, 1); i++) {
    list.push(
      i === 0
        ? room('Primary', 4.3, 3.6, listing.bathroom > 1 ? '4 Pc Ensuite, Closet' : 'Double Closet')
        : room(`${i === 1 ? '2nd' : i === 2 ? '3rd' : `${i + 1}th`} Br`, 3.3, 2.9, 'Closet, Window'),
    );
  }
  if (listing.brPlus > 0) list.push(room('Den', 2.6, 2.3, condo ? 'Open Concept' : 'Window'));
  const area = list.reduce((sum, { length, width }) => sum + length * width, 0);
  const scale = Math.min(1.6, Math.max(0.75, Math.sqrt((roomsShare * sqft) / sqftPerSquareMetre / area)));
  const scaled = (r: (typeof list)[number], by: number) => ({
    ...r,
    length: metres(r.length * by),
    width: metres(r.width * by),
  });
  const scaledRooms = list.map((r) => scaled(r, scale));
  // A finished basement is beyond the interior size the board gives (above grade): not scaled.
  if (finishedBasement) scaledRooms.push(scaled(room('Rec', 6.1, 4.2, 'Broadloom, Pot Lights'), 1));
  return scaledRooms;
}

/** The board's cooling field as a description says it: "None" is no air conditioning, not "and none". */
const coolingPhrase = (cooling: string | undefined) =>
  !cooling || cooling === 'None' ? 'no air conditioning' : cooling.toLowerCase();

function description(listing: Listing, details: ListingDetails, condo: boolean): string {
  const label = propertyTypeLabels[listing.type].toLowerCase();
  const size = listing.footage ? ` with ${listing.footage} sq ft` : '';
  const lot =
    listing.lotFront && listing.lotDepth
      ? ` on a ${Math.round(listing.lotFront)} x ${Math.round(listing.lotDepth)} ft lot`
      : '';
  const rooms = `${listing.bedroom}${listing.brPlus ? `+${listing.brPlus}` : ''}-bedroom`;
  const lines = [
    `Bright ${rooms}, ${listing.bathroom}-bath ${listing.style.toLowerCase()} ${label}${size}${lot} in ${listing.municipality}.`,
    condo
      ? `${details.exposure ?? 'South'}-facing suite in a building with ${details.amenities?.slice(0, 2).join(' and ').toLowerCase()}.`
      : `${details.basement} basement, ${details.heating?.toLowerCase()} heating and ${coolingPhrase(details.cooling)}.`,
    `Close to ${details.features
      ?.filter((feature) => nearby.includes(feature))
      .join(', ')
      .toLowerCase()}.`,
    listing.saleType === 'Lease' ? 'Available for lease; tenant pays hydro.' : 'Offers welcome.',
  ];
  return lines.join(' ');
}

export function listingDetails(listing: Listing): ListingDetails {
  const homeStream = createRandom(`details|${listing.address}|${listing.unit ?? ''}|${listing.type}`);
  const home = (field: string) => homeStream.fork(field);
  // A unit's building: the same age, postal code, heating and amenities for every unit in it.
  const buildingStream = listing.unit
    ? createRandom(`details|building|${listing.address}|${listing.municipality}|${listing.type}`)
    : homeStream;
  const building = (field: string) => buildingStream.fork(field);
  const offer = createRandom(`details|${listing.mls}`);
  const condo = condoTypes.includes(listing.type);
  const basement = condo
    ? 'None'
    : home('basement').pick(['Finished', 'Unfinished', 'Finished with Walk-Out', 'Apartment', 'Partially Finished']);
  const details: ListingDetails = {
    postalCode: postalCode(building('postalCode'), listing),
    ...(condo &&
      listing.saleType === 'Sale' && {
        maintenance: Math.round(((listing.footageFrom || 700) * home('maintenance').between(0.55, 0.95)) / 5) * 5,
      }),
    basement,
    ...(condo && { exposure: home('exposure').pick(exposures) }),
    ...(condo && {
      includedutility: pickSome(
        home('utilities'),
        ['Heat', 'Water', 'Hydro', 'Building Insurance'],
        home('utilityCount').int(1, 3),
      ),
    }),
    buildingAge: building('buildingAge').pick(
      condo ? ['0-5', '6-15', '16-30', '31-50'] : ['6-15', '16-30', '31-50', '51-99', '100+'],
    ),
    heating: condo
      ? building('heating').pick(['Heat Pump', 'Forced Air'])
      : home('heating').pick(['Forced Air', 'Forced Air', 'Radiant', 'Baseboard']),
    fuel: condo ? 'Electric' : home('fuel').pick(['Gas', 'Gas', 'Gas', 'Electric', 'Oil']),
    cooling: home('cooling').pick(condo ? ['Central Air', 'Wall Unit'] : ['Central Air', 'Central Air', 'None']),
    exteriorFinish: condo
      ? 'Concrete'
      : home('exterior').pick(['Brick', 'Brick, Vinyl Siding', 'Stone', 'Stucco', 'Brick, Stone']),
    poolType: !condo && listing.type === 'detatched' && home('pool').chance(0.08) ? 'Inground' : 'None',
    ...(condo && {
      locker: home('locker').pick(['Owned', 'Exclusive', 'None']),
      pets: building('pets').pick(['Restricted', 'Allowed']),
    }),
    ...(!condo && { driveWay: home('driveway').pick(['Private', 'Private Double', 'Mutual']) }),
    garageType: condo
      ? 'Underground'
      : (listing.parking ?? 0) > 0
        ? home('garage').pick(['Attached', 'Detached', 'Built-In'])
        : 'None',
    garageSpace: listing.parking,
    ...(condo && { amenities: pickSome(building('amenities'), condoAmenities, building('amenityCount').int(3, 5)) }),
    features: [
      ...pickSome(building('nearby'), nearby, 3),
      ...(condo ? [] : pickSome(home('houseFeatures'), houseFeatures, 2)),
    ],
    listedBy: offer.pick(brokerages),
    ...(offer.chance(0.3) && { virtualTour: `https://tours.example.com/${listing.mls}` }),
  };
  // A condo's pool is its building's, as boards give it: an indoor pool among the amenities is
  // the listing's pool, not "None" beside a description that names it (QA 54b).
  if (details.amenities?.includes('Indoor Pool')) details.poolType = 'Indoor';
  details.rooms = rooms(home('rooms'), listing, condo, basement.startsWith('Finished') || basement === 'Apartment');
  details.description = description(listing, details, condo);
  return details;
}
