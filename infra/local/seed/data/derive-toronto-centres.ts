/**
 * ONE-OFF DERIVATION SCRIPT: not run by the tests, `npm start` or `npm run seed`.
 *
 * Writes `toronto-neighbourhoods.ts` (names, short codes and one centre point per
 * neighbourhood) from the City of Toronto's 158-neighbourhood file, which is never committed:
 *
 *   npx tsx infra/local/seed/data/derive-toronto-centres.ts ../shared/data/toronto-neighbourhoods-158.geojson
 *   npx prettier --write infra/local/seed/data/toronto-neighbourhoods.ts
 *
 * The centre is the polygon's area centroid when that lies inside it and on land (north of
 * `lakeOntarioShore`), else the point of the land part farthest from its edges (a small
 * "pole of inaccessibility" search). Only the names, codes and these points are kept; the
 * boundaries themselves are not copied.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import polygonClipping, { type MultiPolygon, type Polygon } from 'polygon-clipping';
import type { Position } from '@shared/neighbourhood';
import { pointInGeometry } from '@shared/geo/point-in-polygon';
import { landOutline } from './lake-shore';

interface Feature {
  properties: { AREA_NAME: string; AREA_SHORT_CODE: string | number };
  geometry: { type: 'Polygon'; coordinates: Position[][] } | { type: 'MultiPolygon'; coordinates: Position[][][] };
}

const kx = Math.cos((43.7 * Math.PI) / 180);

function ringArea(ring: Position[]): { area: number; cx: number; cy: number } {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x0, y0] = ring[j]!;
    const [x1, y1] = ring[i]!;
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  return { area: area / 2, cx: cx / (3 * area), cy: cy / (3 * area) };
}

function centroid(polygons: Position[][][]): Position {
  let total = 0;
  let x = 0;
  let y = 0;
  for (const polygon of polygons) {
    polygon.forEach((ring, index) => {
      const { area, cx, cy } = ringArea(ring);
      const signed = index === 0 ? Math.abs(area) : -Math.abs(area);
      total += signed;
      x += cx * signed;
      y += cy * signed;
    });
  }
  return [x / total, y / total];
}

function segmentDistance([px, py]: Position, [ax, ay]: Position, [bx, by]: Position): number {
  const [x, y, x0, y0, x1, y1] = [px * kx, py, ax * kx, ay, bx * kx, by];
  const dx = x1 - x0;
  const dy = y1 - y0;
  const t = dx === 0 && dy === 0 ? 0 : Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (x0 + t * dx), y - (y0 + t * dy));
}

function edgeDistance(point: Position, polygon: Position[][]): number {
  let best = Infinity;
  for (const ring of polygon) {
    for (let i = 1; i < ring.length; i++) best = Math.min(best, segmentDistance(point, ring[i - 1]!, ring[i]!));
  }
  return best;
}

/** The interior point farthest from the edges: a grid search, refined around the best cell. */
function poleOfInaccessibility(polygon: Position[][]): Position {
  const geometry = { type: 'Polygon' as const, coordinates: polygon };
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of polygon[0]!) {
    [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
  }
  let best: Position = polygon[0]![0]!;
  let bestDistance = -1;
  for (let round = 0; round < 6; round++) {
    const steps = 40;
    for (let i = 0; i <= steps; i++) {
      for (let j = 0; j <= steps; j++) {
        const point: Position = [minX + ((maxX - minX) * i) / steps, minY + ((maxY - minY) * j) / steps];
        if (!pointInGeometry(point, geometry)) continue;
        const distance = edgeDistance(point, polygon);
        if (distance > bestDistance) [best, bestDistance] = [point, distance];
      }
    }
    const [w, h] = [(maxX - minX) / 8, (maxY - minY) / 8];
    [minX, maxX, minY, maxY] = [best[0] - w, best[0] + w, best[1] - h, best[1] + h];
  }
  return best;
}

function centreOf(feature: Feature): Position {
  const polygons = feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates;
  const land = { type: 'Polygon' as const, coordinates: [landOutline()] };
  const point = centroid(polygons);
  if (pointInGeometry(point, feature.geometry) && pointInGeometry(point, land)) return point;
  const onLand: MultiPolygon = polygonClipping.intersection(polygons as MultiPolygon, [landOutline()] as Polygon);
  const largest = onLand
    .map((polygon) => ({ polygon, area: Math.abs(ringArea(polygon[0] as Position[]).area) }))
    .sort((a, b) => b.area - a.area)[0];
  if (!largest) throw new Error(`${feature.properties.AREA_NAME} has no land north of the shore line`);
  return poleOfInaccessibility(largest.polygon as Position[][]);
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

function main(): void {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: tsx derive-toronto-centres.ts toronto-neighbourhoods-158.geojson');
  const { features } = JSON.parse(readFileSync(file, 'utf8')) as { features: Feature[] };
  const rows = features
    .map((feature) => ({
      code: String(feature.properties.AREA_SHORT_CODE),
      name: feature.properties.AREA_NAME.replace(/\s*\(\d+\)$/, '').trim(),
      centre: centreOf(feature).map(round) as Position,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const lines = rows.map(
    (row) => `  { code: '${row.code}', name: ${JSON.stringify(row.name)}, centre: [${row.centre.join(', ')}] },`,
  );
  const out = `/**
 * The City of Toronto's 158 neighbourhoods (adopted 2022): name, the City's short code and one
 * centre point each (an interior point of the City's polygon, rounded to about 10 m).
 *
 * Contains information licensed under the Open Government Licence – Toronto.
 *
 * Derived once by \`derive-toronto-centres.ts\` from the City's "Neighbourhoods" data set (the
 * boundary file itself is not part of this project). Generated: do not edit by hand.
 */
import type { NeighbourhoodCentre } from './neighbourhood-centre';

export const torontoNeighbourhoods: readonly NeighbourhoodCentre[] = [
${lines.join('\n')}
];
`;
  const target = join(dirname(fileURLToPath(import.meta.url)), 'toronto-neighbourhoods.ts');
  writeFileSync(target, out);
  console.log(`Wrote ${rows.length} neighbourhoods to ${target}`);
}

main();
