import type { PropertyType } from '@shared/property-types';
import type { Random } from '../random';

/**
 * The shared pool of generated photos (DESIGN "Data"): 50 stylised pictures in the photos
 * bucket at `p/pool/{nn}.jpg`. Each scene kind has its own stretch of numbers, so a listing's
 * first photo shows its kind of home.
 */
export const photoPoolSize = 50;

export type SceneKind = 'detached' | 'semi' | 'row' | 'tower' | 'stacked';

const sceneRanges: Record<SceneKind, [from: number, to: number]> = {
  detached: [0, 17],
  semi: [18, 25],
  row: [26, 33],
  tower: [34, 45],
  stacked: [46, 49],
};

export function sceneKind(index: number): SceneKind {
  const found = (Object.keys(sceneRanges) as SceneKind[]).find((kind) => {
    const [from, to] = sceneRanges[kind];
    return index >= from && index <= to;
  });
  if (!found) throw new Error(`No photo ${index} in the pool`);
  return found;
}

/** The photo's path under `p/` (what a listing's `photos` holds). */
export const poolPhotoPath = (index: number) => `pool/${String(index).padStart(2, '0')}.jpg`;
/** The photo's key in the photos bucket. */
export const poolPhotoKey = (index: number) => `p/${poolPhotoPath(index)}`;

const firstScene: Record<PropertyType, SceneKind[]> = {
  detatched: ['detached'],
  semiDetatched: ['semi'],
  freeholdTownhouse: ['row'],
  condo: ['tower'],
  condoTownhouse: ['stacked', 'row'],
  multi: ['detached', 'semi'],
};

const range = ([from, to]: [number, number]) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const paths = range([0, photoPoolSize - 1]).map(poolPhotoPath);
const firstChoices = Object.fromEntries(
  Object.entries(firstScene).map(([type, kinds]) => [type, kinds.flatMap((kind) => range(sceneRanges[kind]))]),
) as Record<PropertyType, number[]>;
const towerPhotos = range(sceneRanges.tower);
const allPhotos = range([0, photoPoolSize - 1]);

const towerPaths = new Set(towerPhotos.map((index) => paths[index]!));

/**
 * 1 to 12 distinct pool photos for a home, its own kind first; a condo's all of towers, and no
 * other home's of one (QA 46a L2: a detached house's annual report showed a high-rise). The
 * towers are left out after the draw, so the seed's random stream, and every figure drawn after
 * it, stays as it was.
 */
export function choosePhotos(random: Random, type: PropertyType): string[] {
  const first = random.pick(firstChoices[type]);
  const others = type === 'condo' ? [...towerPhotos] : [...allPhotos];
  const count = Math.min(others.length, random.chance(0.1) ? 1 : random.int(3, 12));
  const chosen = [paths[first]!];
  // A partial Fisher–Yates shuffle of the others, skipping the first photo.
  for (let i = 0; chosen.length < count && i < others.length; i++) {
    const j = random.int(i, others.length - 1);
    [others[i], others[j]] = [others[j]!, others[i]!];
    if (others[i] !== first) chosen.push(paths[others[i]!]!);
  }
  return type === 'condo' ? chosen : chosen.filter((path, index) => index === 0 || !towerPaths.has(path));
}
