import type { NeighbourhoodGeometry, Position } from '../neighbourhood';

/** Even-odd ray casting: whether a point lies inside one ring (the ring's edge counts as outside). */
function insideRing(lon: number, lat: number, ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** A polygon is its outer ring minus its holes (GeoJSON order: outer first). */
function insidePolygon(lon: number, lat: number, rings: Position[][]): boolean {
  const [outer, ...holes] = rings;
  if (!outer || !insideRing(lon, lat, outer)) return false;
  return !holes.some((hole) => insideRing(lon, lat, hole));
}

/** Whether `[lon, lat]` lies inside a GeoJSON Polygon or MultiPolygon. */
export function pointInGeometry([lon, lat]: Position, geometry: NeighbourhoodGeometry): boolean {
  if (geometry.type === 'Polygon') return insidePolygon(lon, lat, geometry.coordinates);
  return geometry.coordinates.some((polygon) => insidePolygon(lon, lat, polygon));
}

export type BBox = [minLon: number, minLat: number, maxLon: number, maxLat: number];

/** The bounding box of a geometry's outer rings. */
export function geometryBBox(geometry: NeighbourhoodGeometry): BBox {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const box: BBox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const polygon of polygons) {
    for (const [lon, lat] of polygon[0] ?? []) {
      box[0] = Math.min(box[0], lon);
      box[1] = Math.min(box[1], lat);
      box[2] = Math.max(box[2], lon);
      box[3] = Math.max(box[3], lat);
    }
  }
  return box;
}
