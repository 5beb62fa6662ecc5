import type { NeighbourhoodGeometry, Position } from '../neighbourhood';
import { pointInGeometry } from './point-in-polygon';

/** Signed area (shoelace) and centroid of one ring, in degrees: fine for a neighbourhood. */
export function ringCentroid(ring: Position[]): { area: number; centre: Position } {
  let area = 0;
  let x = 0;
  let y = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x0, y0] = ring[j]!;
    const [x1, y1] = ring[i]!;
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    x += (x0 + x1) * cross;
    y += (y0 + y1) * cross;
  }
  area /= 2;
  if (area === 0) return { area: 0, centre: ring[0] ?? [0, 0] };
  return { area, centre: [x / (6 * area), y / (6 * area)] };
}

const polygonsOf = (geometry: NeighbourhoodGeometry) =>
  geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;

/**
 * A point inside the geometry, for its label and its centre: the centroid of its largest
 * polygon when that falls inside, else the middle of the widest inside stretch of the
 * horizontal line through it (a crescent's centroid lies outside it).
 */
export function interiorPoint(geometry: NeighbourhoodGeometry): Position {
  const largest = polygonsOf(geometry)
    .map((polygon) => ({ polygon, ...ringCentroid(polygon[0] ?? []) }))
    .sort((a, b) => Math.abs(b.area) - Math.abs(a.area))[0];
  if (!largest) throw new Error('A geometry without polygons has no interior.');
  if (pointInGeometry(largest.centre, geometry)) return largest.centre;

  const lat = largest.centre[1];
  const crossings: number[] = [];
  for (const ring of largest.polygon) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > lat !== yj > lat) crossings.push(xi + ((lat - yi) * (xj - xi)) / (yj - yi));
    }
  }
  crossings.sort((a, b) => a - b);
  let best: Position = largest.centre;
  let widest = -1;
  for (let i = 0; i + 1 < crossings.length; i += 2) {
    const width = crossings[i + 1]! - crossings[i]!;
    if (width > widest) {
      widest = width;
      best = [(crossings[i]! + crossings[i + 1]!) / 2, lat];
    }
  }
  return best;
}

function perpendicularDistance([x, y]: Position, [x1, y1]: Position, [x2, y2]: Position): number {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length = Math.hypot(dx, dy);
  if (length === 0) return Math.hypot(x - x1, y - y1);
  return Math.abs(dy * x - dx * y + x2 * y1 - y2 * x1) / length;
}

/** Douglas–Peucker on an open run of points, keeping its two ends. */
function simplifyRun(points: Position[], tolerance: number): Position[] {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let farthest = -1;
    let distance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const d = perpendicularDistance(points[i]!, points[first]!, points[last]!);
      if (d > distance) {
        distance = d;
        farthest = i;
      }
    }
    if (farthest >= 0) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

const round6 = ([lon, lat]: Position): Position => [Math.round(lon * 1e6) / 1e6, Math.round(lat * 1e6) / 1e6];

/**
 * A lighter outline for maps and lookups: Douglas–Peucker with `tolerance` degrees
 * (0.00005° is about 5 m here) and coordinates to 6 decimals. A ring that would collapse
 * keeps its original points.
 */
export function simplifyGeometry(geometry: NeighbourhoodGeometry, tolerance = 0.00005): NeighbourhoodGeometry {
  const ring = (points: Position[]) => {
    const simplified = simplifyRun(points, tolerance).map(round6);
    return simplified.length >= 4 ? simplified : points.map(round6);
  };
  if (geometry.type === 'Polygon') return { type: 'Polygon', coordinates: geometry.coordinates.map(ring) };
  return { type: 'MultiPolygon', coordinates: geometry.coordinates.map((polygon) => polygon.map(ring)) };
}
