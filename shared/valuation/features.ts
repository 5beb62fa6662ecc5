import { propertyTypes, type PropertyType } from '../property-types';
import type { ValuationHome } from './types';

/**
 * Condos and freeholds are different markets: comparables are drawn within a segment, each
 * segment has its own hedonic regression, and the price index has a series per area and segment.
 */
export type Segment = 'freehold' | 'condo';
export const segments: readonly Segment[] = ['freehold', 'condo'];
export const segmentOf = (type: PropertyType): Segment =>
  type === 'condo' || type === 'condoTownhouse' ? 'condo' : 'freehold';

/** An equirectangular projection to kilometres around the training data's centre: exact enough within a region. */
export interface Projection {
  lat0: number;
  lon0: number;
}
const kmPerDegreeLat = 110.574;
export function project(projection: Projection, lat: number, lon: number): [number, number] {
  const x = (lon - projection.lon0) * 111.32 * Math.cos((projection.lat0 * Math.PI) / 180);
  return [x, (lat - projection.lat0) * kmPerDegreeLat];
}

/**
 * The smallest homes a board's lowest range ("0-499") holds: studios and micro-condos of about
 * 350 sq ft. That range's floor of 0 is no size.
 */
const smallestHomeSqft = 350;

/**
 * The interior size: exact when known, else the middle of the board's range (an open range: its
 * floor + 10%; a range from 0: between the smallest homes and its top, QA 74a M2: "0-499" read as
 * 250 sq ft valued the unit below itself at a typed 400, and below its comparables of the range).
 */
export function sizeOf(home: Pick<ValuationHome, 'sqft' | 'footageFrom' | 'footageTo'>): number | undefined {
  if (home.sqft && home.sqft > 0) return home.sqft;
  if (
    home.footageFrom !== undefined &&
    home.footageTo !== undefined &&
    home.footageTo > 0 &&
    home.footageTo >= home.footageFrom
  ) {
    const floor = home.footageFrom > 0 ? home.footageFrom : Math.min(smallestHomeSqft, home.footageTo);
    return (floor + home.footageTo) / 2;
  }
  if (home.footageFrom !== undefined && home.footageFrom > 0) return home.footageFrom * 1.1;
  return undefined;
}

export function lotAreaOf(home: ValuationHome): number | undefined {
  if (home.lotSqft && home.lotSqft > 0) return home.lotSqft;
  if (home.lotFront && home.lotDepth && home.lotFront > 0 && home.lotDepth > 0) return home.lotFront * home.lotDepth;
  return undefined;
}

/**
 * The home's own features, as the learned models read them (NaN = not known). The comparables'
 * adjustment is the model's value of the subject's home features minus the comparable's, at the
 * comparable's place, so these are exactly what a comparable is adjusted for.
 */
export const homeFeatureNames = [
  'logSize',
  'bedrooms',
  'dens',
  'bathrooms',
  'parking',
  'logLotArea',
  'lotFront',
  'age',
  'yearsSinceWork',
  'type',
  'stories',
  'condition',
  'grade',
  'view',
  'waterfront',
  'basementShare',
] as const;

/**
 * Facts a buyer pays for by the unit, read linearly rather than by the trees: what each is worth
 * is its segment's hedonic slope (never below 0; `linearLogValue` in model.ts), and the trees learn
 * the price less it. A parking space is one: the seed's condos have none or one, its houses
 * spread over a few, and the trees' steps on so small an effect were noise (QA 43 M3: a condo's
 * second space added $1,315 and its third $12,559; a house's second $2,978 and third $16,816).
 * The slope is learned from every sale of the segment at once, and a space more adds the same
 * share whatever the count, past the counts the sales hold too.
 */
export const linearHomeFeatures: ReadonlySet<string> = new Set(['parking']);
/** Their indexes in `homeFeatureNames` (and so in `featureNames`). */
export const linearFeatures: readonly number[] = homeFeatureNames.flatMap((name, feature) =>
  linearHomeFeatures.has(name) ? [feature] : [],
);

/** More of these never lowers the value (monotone constraints of the trees; a linear one's slope is never below 0). */
export const increasingHomeFeatures: ReadonlySet<string> = new Set([
  'logSize',
  'bedrooms',
  'dens',
  'bathrooms',
  'parking',
  'logLotArea',
  'lotFront',
  'condition',
  'grade',
  'view',
  'waterfront',
]);

const nan = Number.NaN;
const or = (value: number | undefined) => (value === undefined || !Number.isFinite(value) ? nan : value);

/** The home features at a date (age is counted to the year of `date`). */
export function homeFeatures(home: ValuationHome, date: string): number[] {
  const year = Number(date.slice(0, 4));
  const size = sizeOf(home);
  const lot = lotAreaOf(home);
  const built = home.yearBuilt && home.yearBuilt > 1700 ? home.yearBuilt : undefined;
  const renovated = home.yearRenovated && home.yearRenovated > 1700 ? home.yearRenovated : undefined;
  const lastWork = Math.max(built ?? -Infinity, renovated ?? -Infinity);
  return [
    size === undefined ? nan : Math.log(size),
    home.bedrooms,
    home.dens ?? 0,
    home.bathrooms,
    or(home.parking),
    lot === undefined ? nan : Math.log(lot),
    or(home.lotFront),
    built === undefined ? nan : Math.max(0, year - built),
    Number.isFinite(lastWork) ? Math.max(0, year - lastWork) : nan,
    propertyTypes.indexOf(home.type),
    or(home.stories),
    or(home.condition),
    or(home.grade),
    or(home.view),
    home.waterfront === undefined ? nan : home.waterfront ? 1 : 0,
    home.basementSqft !== undefined && size ? home.basementSqft / size : nan,
  ];
}

/**
 * The position turned by these angles too (degrees; 0, 45, 90 and 135 are x, x + y, y and x − y):
 * a tree cuts along one axis at a time, so a diagonal boundary (a ridge, a shore, an arterial)
 * takes it many steps unless one of the axes runs along it.
 */
export const rotations = [15, 30, 60, 75, 105, 120, 150, 165] as const;

/**
 * The place features a home's neighbouring sales make, the last of `placeFeatureNames`. Finding
 * them for every sale is most of a sales index's building (1.1 to 2.2 s of 1.4 to 2.6 s for the
 * local seed's two years of sales), so the training job stores them and a service's instance
 * reads them (`neighbourFeatureRows` in sales-index.ts).
 */
export const neighbourFeatureNames = [
  'nearPremium',
  'widePremium',
  'nearDistance',
  'nearSupport',
  'premiumSpread',
  'neighboursGrade',
  'neighboursAge',
] as const;

/**
 * Where the home is, as the learned model reads it: position (turned by `rotations` too, and by
 * 45°), the hedonic regression's neighbourhood term, and what the nearest earlier sales say:
 * their premiums, and how graded and how old their homes are (a small, old or plain home among
 * larger, newer ones sells nearer its land's value). See `placeFeatures` in sales-index.ts.
 */
export const placeFeatureNames = [
  'x',
  'y',
  'xPlusY',
  'xMinusY',
  ...rotations.map((degrees) => `rotated${degrees}`),
  'neighbourhoodTerm',
  ...neighbourFeatureNames,
] as const;

export const featureNames = [...homeFeatureNames, ...placeFeatureNames] as const;
export const homeFeatureCount = homeFeatureNames.length;
export const featureCount = featureNames.length;
