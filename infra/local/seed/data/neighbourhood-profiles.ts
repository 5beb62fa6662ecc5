import type { Neighbourhood, Position } from '@shared/neighbourhood';
import { propertyTypes, type PropertyType } from '@shared/property-types';
import type { GtaNeighbourhoodEntry, NeighbourhoodKind } from './gta-neighbourhoods';
import { municipality, torontoMlsLetter, type Area, type Municipality } from './municipalities';
import { streetsOf, type NeighbourhoodStreets } from './streets';

/**
 * What the listing generator knows about each neighbourhood: how busy it is (for sale and for
 * lease), its mix of property types, its price level against its area, its streets and its
 * MLS letter. Derived from the table's kinds and premiums; Toronto's kinds and premiums are
 * characterised here by name.
 */
export interface NeighbourhoodProfile {
  neighbourhood: Neighbourhood;
  municipality: Municipality;
  area: Area;
  kind: NeighbourhoodKind;
  /** Relative volume of new sale and lease listings. */
  saleWeight: number;
  leaseWeight: number;
  saleMix: Record<PropertyType, number>;
  leaseMix: Record<PropertyType, number>;
  /** Price factor by type, normalised so each area's volume-weighted mean (in logs) is 1. */
  premium: Record<PropertyType, number>;
  /** Its own streets: every listing's address is on one of them. */
  streets: NeighbourhoodStreets;
  mlsLetter: 'C' | 'W' | 'E' | 'N';
}

/** Share of each type among a kind's sale listings (document 1's type order). */
// prettier-ignore
const mixByKind: Record<NeighbourhoodKind, Record<PropertyType, number>> = {
  core: { detatched: 0.01, semiDetatched: 0.02, freeholdTownhouse: 0.03, condo: 0.88, condoTownhouse: 0.04, multi: 0.02 },
  hub: { detatched: 0.08, semiDetatched: 0.03, freeholdTownhouse: 0.05, condo: 0.72, condoTownhouse: 0.1, multi: 0.02 },
  inner: { detatched: 0.2, semiDetatched: 0.25, freeholdTownhouse: 0.1, condo: 0.3, condoTownhouse: 0.06, multi: 0.09 },
  estate: { detatched: 0.62, semiDetatched: 0.06, freeholdTownhouse: 0.04, condo: 0.22, condoTownhouse: 0.04, multi: 0.02 },
  postwar: { detatched: 0.42, semiDetatched: 0.1, freeholdTownhouse: 0.08, condo: 0.26, condoTownhouse: 0.12, multi: 0.02 },
  suburb: { detatched: 0.52, semiDetatched: 0.11, freeholdTownhouse: 0.16, condo: 0.1, condoTownhouse: 0.1, multi: 0.01 },
};

/** How busy a kind is against its municipality's average neighbourhood. */
const volumeByKind: Record<NeighbourhoodKind, number> = {
  core: 6.5,
  hub: 2.2,
  inner: 1.2,
  estate: 0.6,
  postwar: 1,
  suburb: 1,
};

/**
 * A 905 centre (Square One, the VMC) is busy, but fewer towers stand in it than in downtown
 * Toronto's neighbourhoods, and its neighbourhood is larger: its weight against its city's.
 */
const hubOutsideToronto = 0.65;

/** Leasing is mostly condos: each type's weight among leases against its weight among sales. */
const leaseTilt: Record<PropertyType, number> = {
  detatched: 0.45,
  semiDetatched: 0.7,
  freeholdTownhouse: 0.8,
  condo: 2.5,
  condoTownhouse: 1,
  multi: 0.6,
};

/** Toronto sells fewer homes per resident than the 905 (more renters): its share of the volume. */
const torontoVolumeFactor = 0.85;

// prettier-ignore
const torontoKinds: Partial<Record<NeighbourhoodKind, readonly string[]>> = {
  core: [
    'Yonge-Bay Corridor', 'Harbourfront-CityPlace', 'Wellington Place', 'Fort York-Liberty Village',
    'St Lawrence-East Bayfront-The Islands', 'Downtown Yonge East', 'Bay-Cloverhill', 'Church-Wellesley',
    'Humber Bay Shores', 'University', 'Moss Park', 'North St.James Town',
  ],
  hub: [
    'Yonge-Eglinton', 'Yonge-Doris', 'East Willowdale', 'Etobicoke City Centre', 'Yonge-St.Clair', 'Mimico-Queensway',
    'Bayview Village', 'Bendale-Glen Andrew', 'Regent Park', 'Thorncliffe Park', 'Flemingdon Park', 'Islington',
    'Henry Farm', 'Newtonbrook West', 'Willowdale West', 'Don Valley Village', 'South Eglinton-Davisville',
    'Lansing-Westgate',
  ],
  estate: [
    'Bridle Path-Sunnybrook-York Mills', 'Rosedale-Moore Park', 'Forest Hill South', 'Lawrence Park South',
    'Lawrence Park North', 'St.Andrew-Windfields', 'Kingsway South', 'Princess-Rosethorn', 'Edenbridge-Humber Valley',
    'Bedford Park-Nortown', 'Banbury-Don Mills', 'Leaside-Bennington', 'Casa Loma', 'Markland Wood', 'Guildwood',
  ],
};

// prettier-ignore
const torontoPremiums: Record<string, number> = {
  'Bridle Path-Sunnybrook-York Mills': 2.6, 'Rosedale-Moore Park': 2.4, 'Forest Hill South': 2.2,
  'Lawrence Park South': 1.9, 'St.Andrew-Windfields': 1.9, 'Casa Loma': 1.7, 'Kingsway South': 1.7,
  'Lawrence Park North': 1.6, 'Princess-Rosethorn': 1.6, 'Edenbridge-Humber Valley': 1.6, 'Leaside-Bennington': 1.55,
  'Bedford Park-Nortown': 1.5, Annex: 1.5, 'Yonge-St.Clair': 1.5, 'Banbury-Don Mills': 1.4,
  'Forest Hill North': 1.35, 'North Riverdale': 1.35, 'Playter Estates-Danforth': 1.35, 'The Beaches': 1.35,
  'Runnymede-Bloor West Village': 1.35, 'High Park-Swansea': 1.3, 'Palmerston-Little Italy': 1.3,
  'Mount Pleasant East': 1.3, 'Lambton Baby Point': 1.3, 'Trinity-Bellwoods': 1.25, 'South Eglinton-Davisville': 1.25,
  Wychwood: 1.2, 'Humewood-Cedarvale': 1.2, Roncesvalles: 1.2, 'Cabbagetown-South St.James Town': 1.2,
  'Yonge-Eglinton': 1.15, 'Dufferin Grove': 1.15, 'Little Portugal': 1.1, University: 1.1, 'Yonge-Bay Corridor': 1.1,
  'Markland Wood': 1.1, Guildwood: 1.05, 'Bay-Cloverhill': 1.05,
  'Black Creek': 0.68, 'Glenfield-Jane Heights': 0.72, 'Mount Olive-Silverstone-Jamestown': 0.72,
  'Thorncliffe Park': 0.72, 'Flemingdon Park': 0.72, 'Taylor-Massey': 0.75, Weston: 0.78, 'York University Heights': 0.8,
  Humbermede: 0.8, 'Elms-Old Rexdale': 0.8, 'Mount Dennis': 0.8, 'North St.James Town': 0.8, 'Eglinton East': 0.8,
  'Humber Summit': 0.82, 'Rexdale-Kipling': 0.82, 'Kingsview Village-The Westway': 0.82, 'Oakdale-Beverley Heights': 0.82,
  Ionview: 0.82, 'Kennedy Park': 0.82, 'Scarborough Village': 0.82, Morningside: 0.82, 'Malvern East': 0.82,
  'Malvern West': 0.82, Oakridge: 0.82, 'West Hill': 0.84, 'Thistletown-Beaumond Heights': 0.85,
  'Keelesdale-Eglinton West': 0.85, 'Rockcliffe-Smythe': 0.85, 'Beechborough-Greenbrook': 0.85, 'Regent Park': 0.85,
  'Woburn North': 0.85, 'Golfdale-Cedarbrae-Woburn': 0.86, 'Dorset Park': 0.86, 'Bendale South': 0.86,
  Downsview: 0.88, 'Clairlea-Birchmount': 0.88, 'Victoria Village': 0.88, 'Bendale-Glen Andrew': 0.88, 'Moss Park': 0.92,
};

function distanceFromDowntownKm([lon, lat]: Position): number {
  return Math.hypot((lon + 79.382) * 80.5, (lat - 43.652) * 111.1);
}

function torontoKind(name: string, centre: Position): NeighbourhoodKind {
  for (const kind of ['core', 'hub', 'estate'] as const) if (torontoKinds[kind]?.includes(name)) return kind;
  const [lon, lat] = centre;
  const oldCity = lat < 43.7 && lon > -79.5 && lon < -79.28;
  return distanceFromDowntownKm(centre) < 7 || oldCity ? 'inner' : 'postwar';
}

/** Toronto's premium by name, else a default by part of the city (Scarborough and north Etobicoke sell lower). */
function torontoPremium(name: string, [lon, lat]: Position): number {
  const named = torontoPremiums[name];
  if (named) return named;
  if (lon > -79.3 && lat > 43.69) return 0.92;
  if (lon < -79.5 && lat > 43.7) return 0.88;
  return 1;
}

/** Condo prices vary less between neighbourhoods than house prices. */
const premiumDamping: Record<PropertyType, number> = {
  detatched: 1,
  semiDetatched: 1,
  freeholdTownhouse: 0.9,
  condo: 0.5,
  condoTownhouse: 0.7,
  multi: 1,
};

export function buildProfiles(
  neighbourhoods: readonly Neighbourhood[],
  entries: readonly GtaNeighbourhoodEntry[],
): NeighbourhoodProfile[] {
  const entryById = new Map(entries.map((entry) => [entry.id, entry]));
  const drafts = neighbourhoods.map((neighbourhood) => {
    const entry = entryById.get(neighbourhood.id);
    if (!entry) throw new Error(`No table row for ${neighbourhood.id}`);
    const place = municipality(neighbourhood.community);
    const toronto = place.name === 'Toronto';
    const kind = toronto ? torontoKind(entry.name, entry.centre) : (entry.kind ?? 'suburb');
    const rawPremium = place.premium * (toronto ? torontoPremium(entry.name, entry.centre) : (entry.premium ?? 1));
    return { neighbourhood, entry, place, kind, rawPremium };
  });

  // Volume: each municipality gets its population's share (Toronto a little less), spread
  // over its neighbourhoods by kind.
  const volume = (kind: NeighbourhoodKind, toronto: boolean) =>
    volumeByKind[kind] * (kind === 'hub' && !toronto ? hubOutsideToronto : 1);
  const kindTotals = new Map<string, number>();
  for (const draft of drafts) {
    const total = (kindTotals.get(draft.place.name) ?? 0) + volume(draft.kind, draft.place.name === 'Toronto');
    kindTotals.set(draft.place.name, total);
  }
  const profiles = drafts.map(({ neighbourhood, entry, place, kind, rawPremium }) => {
    const toronto = place.name === 'Toronto';
    const share = (place.population * (toronto ? torontoVolumeFactor : 1)) / kindTotals.get(place.name)!;
    const saleWeight = share * volume(kind, toronto);
    const saleMix = mixByKind[kind];
    const leaseMix = Object.fromEntries(propertyTypes.map((type) => [type, saleMix[type] * leaseTilt[type]])) as Record<
      PropertyType,
      number
    >;
    const leaseWeight = saleWeight * (0.3 + 1.6 * saleMix.condo) * (toronto ? 1.3 : 1);
    const premium = Object.fromEntries(
      propertyTypes.map((type) => [type, rawPremium ** premiumDamping[type]]),
    ) as Record<PropertyType, number>;
    return {
      neighbourhood,
      municipality: place,
      area: place.area,
      kind,
      saleWeight,
      leaseWeight,
      saleMix,
      leaseMix,
      premium,
      streets: streetsOf(entry),
      mlsLetter: toronto ? torontoMlsLetter(entry.centre) : place.mlsLetter,
    };
  });
  normalisePremiums(profiles);
  return profiles;
}

/**
 * Divides out each area's volume-weighted geometric mean premium, type by type, so that an
 * area's median price stays at its stated level however its neighbourhoods are characterised.
 */
function normalisePremiums(profiles: NeighbourhoodProfile[]): void {
  for (const type of propertyTypes) {
    const sums = new Map<Area, { weight: number; logs: number }>();
    for (const profile of profiles) {
      const weight = profile.saleWeight * profile.saleMix[type];
      const sum = sums.get(profile.area) ?? { weight: 0, logs: 0 };
      sum.weight += weight;
      sum.logs += weight * Math.log(profile.premium[type]);
      sums.set(profile.area, sum);
    }
    for (const profile of profiles) {
      const sum = sums.get(profile.area)!;
      profile.premium[type] /= Math.exp(sum.logs / sum.weight);
    }
  }
}
