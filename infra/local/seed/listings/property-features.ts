import type { Listing } from '@shared/listing';
import type { PropertyType } from '@shared/property-types';
import type { NeighbourhoodKind } from '../data/gta-neighbourhoods';
import type { Random } from '../random';

/** What a home is, whatever its listings: rooms, size, lot, parking and the board's labels. */
export type PropertyFeatures = Pick<
  Listing,
  | 'style'
  | 'oriType'
  | 'bedroom'
  | 'brPlus'
  | 'bathroom'
  | 'parking'
  | 'totalParking'
  | 'footage'
  | 'footageFrom'
  | 'footageTo'
  | 'estFootage'
  | 'lotFront'
  | 'lotDepth'
  | 'landFront'
  | 'landDepth'
>;

/** The board's square-footage ranges: fine steps for condos, coarse ones for houses. */
// prettier-ignore
const condoRanges: [number, number | undefined][] = [
  [0, 499], [500, 599], [600, 699], [700, 799], [800, 899], [900, 999], [1000, 1199], [1200, 1399], [1400, 1599],
  [1600, 1799], [1800, 1999], [2000, 2249], [2250, 2499], [2500, 2749], [2750, 2999], [3000, undefined],
];
const houseRanges: [number, number | undefined][] = [
  [700, 1100],
  [1100, 1500],
  [1500, 2000],
  [2000, 2500],
  [2500, 3000],
  [3000, 3500],
  [3500, 5000],
  [5000, undefined],
];

function footageRange(estimate: number, condo: boolean): Pick<Listing, 'footage' | 'footageFrom' | 'footageTo'> {
  const ranges = condo ? condoRanges : houseRanges;
  const [from, to] = ranges.find(([, high]) => high === undefined || estimate <= high) ?? ranges[ranges.length - 1]!;
  return {
    footage: to === undefined ? `${from}+` : `${from}-${to}`,
    footageFrom: from,
    ...(to !== undefined && { footageTo: to }),
  };
}

// prettier-ignore
const styles: Record<PropertyType, readonly [string, number][]> = {
  detatched: [['2-Storey', 0.55], ['Bungalow', 0.17], ['Backsplit 4', 0.07], ['Sidesplit 3', 0.06], ['1 1/2 Storey', 0.07], ['3-Storey', 0.04], ['Bungaloft', 0.04]],
  semiDetatched: [['2-Storey', 0.72], ['Bungalow', 0.1], ['Backsplit 3', 0.08], ['3-Storey', 0.1]],
  freeholdTownhouse: [['2-Storey', 0.6], ['3-Storey', 0.35], ['Bungalow', 0.05]],
  condo: [['Apartment', 0.9], ['Loft', 0.05], ['2-Storey', 0.03], ['Bachelor/Studio', 0.02]],
  condoTownhouse: [['2-Storey', 0.45], ['3-Storey', 0.25], ['Stacked Townhouse', 0.25], ['Multi-Level', 0.05]],
  multi: [['2-Storey', 0.5], ['3-Storey', 0.3], ['2 1/2 Storey', 0.2]],
};
const oriTypes: Record<PropertyType, readonly [string, number][]> = {
  detatched: [
    ['Detached', 0.97],
    ['Link', 0.03],
  ],
  semiDetatched: [['Semi-Detached', 1]],
  freeholdTownhouse: [['Att/Row/Twnhouse', 1]],
  condo: [
    ['Condo Apt', 0.95],
    ['Co-op Apt', 0.02],
    ['Co-Ownership Apt', 0.01],
    ['Comm Element Condo', 0.02],
  ],
  condoTownhouse: [['Condo Townhouse', 1]],
  multi: [
    ['Duplex', 0.45],
    ['Triplex', 0.35],
    ['Fourplex', 0.12],
    ['Multiplex', 0.08],
  ],
};

function pickWeighted(random: Random, options: readonly [string, number][]): string {
  let target = random.next() * options.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of options) {
    target -= weight;
    if (target < 0) return value;
  }
  return options[options.length - 1]![0];
}

/** A step function of the size deviate `z` (a standard normal): one more value than thresholds. */
function step(z: number, thresholds: readonly number[], values: readonly number[]): number {
  const index = thresholds.findIndex((threshold) => z < threshold);
  return values[index === -1 ? values.length - 1 : index]!;
}

const round10 = (value: number) => Math.round(value / 10) * 10;
const feet = (value: number) => Math.round(value * 100) / 100;

/** Lot frontage × depth in feet by kind of street (old narrow lots downtown, wide ones in estates). */
function lot(random: Random, type: PropertyType, kind: NeighbourhoodKind): { front: number; depth: number } {
  const front = (() => {
    switch (type) {
      case 'semiDetatched':
        return random.between(17, 26);
      case 'freeholdTownhouse':
        return kind === 'inner' || kind === 'core' ? random.between(14, 19) : random.between(18, 24);
      case 'multi':
        return random.between(22, 42);
      default:
        if (kind === 'estate') return random.between(55, 120);
        if (kind === 'inner' || kind === 'core') return random.between(22, 40);
        if (kind === 'postwar') return random.between(40, 60);
        return random.between(34, 55);
    }
  })();
  const depth = kind === 'estate' && type === 'detatched' ? random.between(130, 220) : random.between(95, 135);
  // Surveys give odd hundredths; many lots are whole feet.
  const tidy = (value: number) => (random.chance(0.6) ? Math.round(value) : feet(value));
  return { front: tidy(front), depth: tidy(depth) };
}

/**
 * A home's features from its type, its neighbourhood's kind and a size deviate `z` (a
 * standard normal; the price generator uses the same `z`, so bigger homes cost more).
 */
export function propertyFeatures(
  random: Random,
  type: PropertyType,
  kind: NeighbourhoodKind,
  z: number,
): PropertyFeatures {
  const style = pickWeighted(random, styles[type]);
  const oriType = pickWeighted(random, oriTypes[type]);
  const sizeScale = kind === 'estate' ? 1.5 : kind === 'suburb' ? 1.12 : kind === 'inner' || kind === 'core' ? 0.88 : 1;
  const wobble = () => Math.exp(0.08 * random.normal());
  switch (type) {
    case 'condo': {
      const bedroom = step(z, [-1.3, 0.25, 1.4], [0, 1, 2, 3]);
      // Size follows z smoothly (about 430, 600, 860 and 1,200 sq ft at the bedroom counts'
      // middles), so a larger unit of the same bedroom count is worth more, as buyers pay.
      const estimate = round10(600 * Math.exp(0.3 * (z + 0.45)) * wobble() * (kind === 'suburb' ? 1.1 : 1));
      const parking = bedroom === 0 ? 0 : random.chance(kind === 'core' ? 0.35 + 0.2 * bedroom : 0.8) ? 1 : 0;
      return {
        style: bedroom === 0 ? 'Bachelor/Studio' : style === 'Bachelor/Studio' ? 'Apartment' : style,
        oriType,
        bedroom,
        brPlus: bedroom > 0 && bedroom < 3 && random.chance(0.4) ? 1 : 0,
        bathroom: bedroom <= 1 ? 1 : bedroom === 2 ? (random.chance(0.75) ? 2 : 1) : 2,
        parking,
        totalParking: parking,
        ...footageRange(estimate, true),
        estFootage: estimate,
      };
    }
    case 'condoTownhouse': {
      const bedroom = step(z, [-0.8, 0.7], [2, 3, 4]);
      const estimate = round10(1250 * Math.exp(0.22 * z) * wobble());
      const parking = random.chance(0.85) ? 1 : 2;
      return {
        style,
        oriType,
        bedroom,
        brPlus: random.chance(0.25) ? 1 : 0,
        bathroom: bedroom >= 3 ? random.int(2, 3) : 2,
        parking,
        totalParking: parking + (random.chance(0.4) ? 1 : 0),
        ...footageRange(estimate, true),
        estFootage: estimate,
      };
    }
    default: {
      const base = { detatched: 1900, semiDetatched: 1450, freeholdTownhouse: 1550, multi: 2400 }[type];
      const estimate = Math.max(700, round10(base * sizeScale * Math.exp(0.3 * z) * wobble()));
      const bedroom =
        type === 'multi'
          ? step(z, [-0.6, 0.4, 1.2], [4, 5, 6, 8])
          : type === 'detatched'
            ? step(z, [-1.2, -0.2, 0.8, 1.7], [2, 3, 4, 5, 6])
            : step(z, [-0.9, 0.8], [2, 3, 4]);
      const { front, depth } = lot(random, type, kind);
      const garage =
        kind === 'inner' || kind === 'core'
          ? random.chance(0.45)
            ? 1
            : 0
          : type === 'detatched'
            ? random.chance(0.55)
              ? 2
              : 1
            : 1;
      const driveway =
        kind === 'inner' || kind === 'core' ? random.int(0, 2) : random.int(1, type === 'detatched' ? 4 : 2);
      return {
        style,
        oriType,
        bedroom,
        brPlus: random.chance(0.35) ? (random.chance(0.25) ? 2 : 1) : 0,
        bathroom: Math.max(1, Math.min(bedroom + 1, bedroom - 1 + random.int(0, 2))),
        parking: garage,
        totalParking: Math.max(garage + driveway, 1),
        ...footageRange(estimate, false),
        estFootage: estimate,
        lotFront: front,
        lotDepth: depth,
        landFront: front,
        landDepth: depth,
      };
    }
  }
}

/** The middle of the frontage range `lot` draws from, by type and kind of street. */
function typicalFront(type: PropertyType, kind: NeighbourhoodKind): number {
  if (type === 'semiDetatched') return 21.5;
  if (type === 'freeholdTownhouse') return kind === 'inner' || kind === 'core' ? 16.5 : 21;
  if (type === 'multi') return 32;
  if (kind === 'estate') return 87.5;
  if (kind === 'inner' || kind === 'core') return 31;
  return kind === 'postwar' ? 50 : 44.5;
}

/**
 * What a buyer pays for a home's rooms, parking and lot beyond what its size says (issue 25:
 * a third bathroom, a parking space or a wider lot moves the price): a factor on its worth,
 * about 1 for a home typical of its kind. Per bathroom over the typical 4%, a den 3%, a condo's
 * parking space 8% (a downtown space sells for $60–80k), a house's space 2%, and the frontage
 * with an elasticity of 0.2 (land is part of a house's price).
 */
export function featurePremium(type: PropertyType, kind: NeighbourhoodKind, f: PropertyFeatures): number {
  const bedroom = f.bedroom;
  switch (type) {
    case 'condo': {
      const baths = bedroom <= 1 ? 1 : bedroom === 2 ? 1.75 : 2;
      const parking = bedroom === 0 ? 0 : kind === 'core' ? 0.35 + 0.2 * bedroom : 0.8;
      const dens = bedroom > 0 && bedroom < 3 ? 0.4 : 0;
      return Math.exp(0.04 * (f.bathroom - baths) + 0.08 * ((f.parking ?? 0) - parking) + 0.03 * (f.brPlus - dens));
    }
    case 'condoTownhouse':
      return Math.exp(
        0.04 * (f.bathroom - (bedroom >= 3 ? 2.5 : 2)) + 0.04 * ((f.parking ?? 0) - 1.15) + 0.03 * (f.brPlus - 0.25),
      );
    default: {
      const inner = kind === 'inner' || kind === 'core';
      const parking = inner ? 1.6 : type === 'detatched' ? 4 : 2.5;
      const spaces = Math.max(-3, Math.min(3, (f.totalParking ?? 0) - parking));
      const front = (f.lotFront ?? typicalFront(type, kind)) / typicalFront(type, kind);
      return Math.exp(0.04 * (f.bathroom - bedroom) + 0.02 * spaces + 0.03 * (f.brPlus - 0.44)) * front ** 0.2;
    }
  }
}
