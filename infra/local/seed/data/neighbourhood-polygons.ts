import { Delaunay } from 'd3-delaunay';
import polygonClipping, { type Pair, type Polygon } from 'polygon-clipping';
import type { Neighbourhood, Position } from '@shared/neighbourhood';
import { pointInGeometry } from '@shared/geo/point-in-polygon';
import type { GtaNeighbourhoodEntry } from './gta-neighbourhoods';
import { landOutline } from './lake-shore';
import { municipality } from './municipalities';
import { torontoOutline } from './toronto-outline';

/**
 * Neighbourhood polygons derived from the centres: the Voronoi cell of each centre (among
 * Toronto's centres, or among all the other municipalities', so neighbours share edges across
 * the 905's municipal lines), clipped to its
 * municipality's outline, to the land north of Lake Ontario's shore, and to a disc of the
 * municipality's `maxRadiusKm`, so a centre at the edge of the map does not claim the
 * countryside. Toronto's outline is `torontoOutline`; another municipality's is the convex
 * hull of its centres widened by `outlineMarginKm`, less Toronto.
 * Where the clipping leaves more than one piece, the piece holding the centre is kept.
 */

/** A local flat projection in kilometres around the middle of the GTA: plenty accurate over 100 km. */
const origin = { lon: -79.4, lat: 43.7 };
const kmPerDegreeLat = 111.13;
const kmPerDegreeLon = 111.32 * Math.cos((origin.lat * Math.PI) / 180);

const toKm = ([lon, lat]: Position): Pair => [(lon - origin.lon) * kmPerDegreeLon, (lat - origin.lat) * kmPerDegreeLat];
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const toLonLat = ([x, y]: Pair): Position => [
  round6(origin.lon + x / kmPerDegreeLon),
  round6(origin.lat + y / kmPerDegreeLat),
];

export const outlineMarginKm = 2.2;

function circle([cx, cy]: Pair, radius: number, sides: number): Pair[] {
  return Array.from({ length: sides }, (_, i) => {
    const angle = (2 * Math.PI * i) / sides;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as Pair;
  });
}

function closed(ring: Pair[]): Pair[] {
  const first = ring[0]!;
  const last = ring[ring.length - 1]!;
  return first[0] === last[0] && first[1] === last[1] ? ring : [...ring, first];
}

/** Andrew's monotone chain: the convex hull, counter-clockwise. */
export function convexHull(points: readonly Pair[]): Pair[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Pair, a: Pair, b: Pair) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Pair[]) => {
    const chain: Pair[] = [];
    for (const point of list) {
      while (chain.length >= 2 && cross(chain[chain.length - 2]!, chain[chain.length - 1]!, point) <= 0) chain.pop();
      chain.push(point);
    }
    chain.pop();
    return chain;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/** A municipality's outline: Toronto's own, else the hull of its centres, each widened to a small disc. */
function outline(community: string, centres: readonly Pair[], toronto: Polygon): Polygon[] {
  if (community === 'Toronto') return [toronto];
  const hull: Polygon = [closed(convexHull(centres.flatMap((centre) => circle(centre, outlineMarginKm, 24))))];
  return polygonClipping.difference(hull, toronto);
}

function ringContains(ring: Pair[], [x, y]: Pair): boolean {
  return pointInGeometry([x, y], { type: 'Polygon', coordinates: [ring] });
}

export function buildNeighbourhoodPolygons(entries: readonly GtaNeighbourhoodEntry[]): Neighbourhood[] {
  const centres = entries.map((entry) => toKm(entry.centre));
  // Toronto's cells and the others' come from two diagrams: each side then fills up to the
  // city line (Steeles, Etobicoke Creek, the Rouge) instead of stopping at a bisector short of it.
  const cells = new Map<number, Pair[]>();
  for (const inToronto of [true, false]) {
    const members = entries.flatMap((entry, i) => ((entry.community === 'Toronto') === inToronto ? [i] : []));
    const points = members.map((i) => centres[i]!);
    const xs = points.map((c) => c[0]);
    const ys = points.map((c) => c[1]);
    const voronoi = Delaunay.from(points).voronoi([
      Math.min(...xs) - 50,
      Math.min(...ys) - 50,
      Math.max(...xs) + 50,
      Math.max(...ys) + 50,
    ]);
    members.forEach((i, k) => {
      const cell = voronoi.cellPolygon(k) as Pair[] | null;
      if (!cell) throw new Error(`No Voronoi cell for ${entries[i]!.id} (a duplicate centre?)`);
      cells.set(i, cell);
    });
  }
  const land: Polygon = [closed(landOutline().map(toKm))];
  const toronto: Polygon = [closed(torontoOutline.map(toKm))];
  const outlines = new Map<string, Polygon[]>();
  for (const community of new Set(entries.map((entry) => entry.community))) {
    const own = centres.filter((_, i) => entries[i]!.community === community);
    outlines.set(community, outline(community, own, toronto));
  }

  return entries.map((entry, i) => {
    const centre = centres[i]!;
    const cell = cells.get(i)!;
    const disc: Polygon = [closed(circle(centre, municipality(entry.community).maxRadiusKm, 48))];
    const pieces = polygonClipping.intersection([closed(cell)], outlines.get(entry.community)!, land, disc);
    const piece = pieces.find((polygon) => ringContains(polygon[0]!, centre));
    if (!piece) throw new Error(`The polygon of ${entry.id} does not hold its centre (is the centre in the lake?)`);
    const geometry = { type: 'Polygon' as const, coordinates: piece.map((ring) => ring.map(toLonLat)) };
    return {
      id: entry.id,
      name: entry.name,
      community: entry.community,
      ...(entry.code && { code: entry.code }),
      centre: entry.centre,
      geometry,
    };
  });
}
