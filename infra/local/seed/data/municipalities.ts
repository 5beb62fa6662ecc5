/**
 * The GTA municipalities of the seed (each one a community, Toronto first), with what the
 * generator needs to know about each: its region (TRREB's "area"), the letter its MLS numbers
 * start with, its residential property-tax rate and how its prices sit within its region.
 */
export const areas = ['Toronto', 'Peel', 'York', 'Halton', 'Durham'] as const;
export type Area = (typeof areas)[number];

export interface Municipality {
  name: string;
  area: Area;
  /** TRREB's MLS prefixes: C/W/E inside Toronto (by district, see `torontoMlsLetter`), W west, N north, E east. */
  mlsLetter: 'C' | 'W' | 'E' | 'N';
  /** Residential tax rate (approximate recent municipal + education rate), applied to ~70 % of the price (assessments lag the market). */
  taxRate: number;
  /** Price level within its region (1 = the region's level); normalised away per region by `neighbourhood-profiles.ts`. */
  premium: number;
  /** The largest distance, in km, a neighbourhood polygon reaches from its centre. */
  maxRadiusKm: number;
  /** Population in thousands (2021 census, rounded): how much of the GTA's volume it gets. */
  population: number;
}

export const municipalities: readonly Municipality[] = [
  { name: 'Toronto', area: 'Toronto', mlsLetter: 'C', taxRate: 0.0072, premium: 1, maxRadiusKm: 3.2, population: 2794 },
  {
    name: 'Mississauga',
    area: 'Peel',
    mlsLetter: 'W',
    taxRate: 0.0085,
    premium: 1.08,
    maxRadiusKm: 3.2,
    population: 717,
  },
  { name: 'Brampton', area: 'Peel', mlsLetter: 'W', taxRate: 0.0105, premium: 0.9, maxRadiusKm: 3.2, population: 656 },
  { name: 'Vaughan', area: 'York', mlsLetter: 'N', taxRate: 0.0082, premium: 1.05, maxRadiusKm: 3.2, population: 323 },
  { name: 'Markham', area: 'York', mlsLetter: 'N', taxRate: 0.0064, premium: 1.05, maxRadiusKm: 3, population: 338 },
  {
    name: 'Richmond Hill',
    area: 'York',
    mlsLetter: 'N',
    taxRate: 0.007,
    premium: 1.08,
    maxRadiusKm: 2.8,
    population: 202,
  },
  { name: 'Aurora', area: 'York', mlsLetter: 'N', taxRate: 0.0086, premium: 0.95, maxRadiusKm: 2.4, population: 63 },
  { name: 'Newmarket', area: 'York', mlsLetter: 'N', taxRate: 0.0095, premium: 0.8, maxRadiusKm: 2.4, population: 88 },
  {
    name: 'Oakville',
    area: 'Halton',
    mlsLetter: 'W',
    taxRate: 0.0077,
    premium: 1.22,
    maxRadiusKm: 2.8,
    population: 213,
  },
  {
    name: 'Burlington',
    area: 'Halton',
    mlsLetter: 'W',
    taxRate: 0.0085,
    premium: 0.92,
    maxRadiusKm: 2.8,
    population: 186,
  },
  { name: 'Milton', area: 'Halton', mlsLetter: 'W', taxRate: 0.0069, premium: 0.86, maxRadiusKm: 2.2, population: 132 },
  { name: 'Pickering', area: 'Durham', mlsLetter: 'E', taxRate: 0.01, premium: 1.12, maxRadiusKm: 2.8, population: 99 },
  { name: 'Ajax', area: 'Durham', mlsLetter: 'E', taxRate: 0.0105, premium: 1.05, maxRadiusKm: 2.4, population: 127 },
  { name: 'Whitby', area: 'Durham', mlsLetter: 'E', taxRate: 0.011, premium: 1.05, maxRadiusKm: 2.6, population: 139 },
  { name: 'Oshawa', area: 'Durham', mlsLetter: 'E', taxRate: 0.013, premium: 0.86, maxRadiusKm: 2.4, population: 175 },
];

const byName = new Map(municipalities.map((municipality) => [municipality.name, municipality]));

export function municipality(name: string): Municipality {
  const found = byName.get(name);
  if (!found) throw new Error(`Unknown municipality ${name}`);
  return found;
}

/**
 * TRREB's Toronto districts: W west of about Dufferin/Keele, E east of the Don (south) and of
 * Victoria Park (north), C in between. Good enough to give each listing a plausible letter.
 */
export function torontoMlsLetter([lon, lat]: readonly [number, number]): 'C' | 'W' | 'E' {
  if (lon < -79.445) return 'W';
  if (lon > -79.315 || (lat < 43.705 && lon > -79.352)) return 'E';
  return 'C';
}
