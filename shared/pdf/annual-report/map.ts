import polygonClipping, { type MultiPolygon, type Pair, type Polygon } from 'polygon-clipping';
import { lakeOntarioShore } from '@shared/geo/lake-ontario-shore';
import type { Neighbourhood, Position } from '@shared/neighbourhood';
import type { Colour, PdfOp } from '../model';
import { textOp } from '../text';
import { colours, text } from '../theme';
import { annualReportImageKeys } from './context';
import type { AnnualReportLayoutContext } from './layout-context';
import type { Box } from './photo-box';

/** Document 3 §9.3: the map is 563×240. */
export const mapSize = { width: 563, height: 240 } as const;

export interface MapPoint {
  lat: number;
  lon: number;
  /** The subject home, or a comparable's number as the table shows it. */
  marker: 'home' | number;
}

const land: Colour = '#eef1ea';
const water: Colour = '#cfe2ee';
const outline: Colour = '#b7c2b9';
const homeArea: Colour = '#dcefe9';
/** Where the map centres with no point to show: document 1's initial map centre. */
const torontoCentre = { lat: 43.681, lon: -79.371 };
/** The smallest span shown, in degrees of latitude (about 1.7 km), so one point is not a close-up of nothing. */
const minSpan = 0.015;
const padding = 28;

/**
 * The comparables' map: the home and the numbered comparables over the neighbourhood outlines
 * and the lake shore, from our own geometry, so it needs no map service.
 *
 * The static-map service's place: in AWS a configured service may supply the `map` image
 * (563×240, terrain, scale 2, with the same markers in its URL); when the caller could load
 * it, it is drawn instead of the geometry below.
 */
export function mapOps(ctx: AnnualReportLayoutContext, box: Box, points: readonly MapPoint[]): PdfOp[] {
  if (ctx.available.has(annualReportImageKeys.map)) {
    return [
      { kind: 'image', key: annualReportImageKeys.map, ...box, fit: 'cover' },
      { kind: 'rect', ...box, stroke: colours.rule, strokeWidth: 0.8 },
    ];
  }
  const project = projection(box, points);
  const boxPolygon: Polygon = [
    [
      [box.x, box.y],
      [box.x + box.width, box.y],
      [box.x + box.width, box.y + box.height],
      [box.x, box.y + box.height],
      [box.x, box.y],
    ],
  ];
  const clip = (rings: Position[][]): MultiPolygon =>
    polygonClipping.intersection(
      rings.map((ring) => ring.map((p) => project(p))),
      boxPolygon,
    );
  const ops: PdfOp[] = [{ kind: 'rect', ...box, fill: land }];

  // The lake: the shore closed far to the south.
  const first = lakeOntarioShore[0]!;
  const last = lakeOntarioShore[lakeOntarioShore.length - 1]!;
  const lake: Position[] = [...lakeOntarioShore, [last[0], 42.6], [first[0], 42.6], first];
  for (const polygon of clip([lake])) ops.push(...polygonOps(polygon, water, undefined));

  // The neighbourhoods: the home's own tinted, every outline drawn, names where they fit.
  const homeId = ctx.report.propertyDetails?.summary.neighbour ?? ctx.report.neighbourhoods[0]?.id;
  for (const n of ctx.neighbourhoods) {
    for (const polygon of rings(n).flatMap((r) => clip(r))) {
      ops.push(...polygonOps(polygon, n.id === homeId ? homeArea : undefined, outline));
    }
  }
  for (const n of ctx.neighbourhoods) {
    const [x, y] = project(n.centre);
    const labelWidth = 110;
    if (x - labelWidth / 2 < box.x + 4 || x + labelWidth / 2 > box.x + box.width - 4) continue;
    if (y < box.y + 14 || y > box.y + box.height - 6) continue;
    ops.push(
      textOp(
        n.name,
        { x: x - labelWidth / 2, y, width: labelWidth, align: 'center' },
        { ...text.small, size: 7, colour: '#7b8794' },
        ctx.measure,
      ),
    );
  }

  // The comparables, then the home on top.
  const ordered = [...points].sort((a, b) => Number(a.marker === 'home') - Number(b.marker === 'home'));
  for (const point of ordered) {
    const [x, y] = project([point.lon, point.lat]);
    ops.push(...markerOps(ctx, x, y, point.marker));
  }
  if (points.length === 0) {
    ops.push(
      textOp(
        'No location to show: the home and its comparables have none on record.',
        { x: box.x, y: box.y + box.height / 2, width: box.width, align: 'center' },
        text.body,
        ctx.measure,
      ),
    );
  }
  ops.push({ kind: 'rect', ...box, stroke: colours.rule, strokeWidth: 0.8 });
  return ops;
}

/** A numbered disc for a comparable, a larger dark disc with a house for the home. */
export function markerOps(ctx: AnnualReportLayoutContext, x: number, y: number, marker: MapPoint['marker']): PdfOp[] {
  if (marker === 'home') {
    const u = 0.6;
    const house: Array<[number, number]> = [
      [-7, 0],
      [0, -7],
      [7, 0],
      [7, 7],
      [-7, 7],
    ];
    return [
      { kind: 'circle', cx: x, cy: y, r: 11, fill: colours.brandDeep, stroke: colours.white, strokeWidth: 1.5 },
      {
        kind: 'polyline',
        points: house.map(([hx, hy]) => [x + hx * u, y + hy * u - 0.5] as const),
        fill: colours.white,
      },
    ];
  }
  const label = String(marker);
  return [
    { kind: 'circle', cx: x, cy: y, r: 8, fill: colours.community, stroke: colours.white, strokeWidth: 1.2 },
    textOp(
      label,
      { x: x - 8, y: y + 3, width: 16, align: 'center' },
      { size: 8, weight: 'bold', colour: colours.white },
      ctx.measure,
    ),
  ];
}

function rings(n: Neighbourhood): Position[][][] {
  return n.geometry.type === 'Polygon' ? [n.geometry.coordinates] : n.geometry.coordinates;
}

function polygonOps(polygon: Pair[][], fill: Colour | undefined, stroke: Colour | undefined): PdfOp[] {
  return polygon.map((ring): PdfOp => ({
    kind: 'polyline',
    points: ring,
    ...(fill && { fill }),
    ...(stroke && { stroke, width: 0.8 }),
  }));
}

/**
 * Longitude and latitude to the box: equirectangular at the points' mean latitude (true to
 * a few per cent across a neighbourhood), the points fitted with some padding.
 */
function projection(box: Box, points: readonly MapPoint[]): (p: Position | Pair) => Pair {
  const lats = points.map((p) => p.lat);
  const lons = points.map((p) => p.lon);
  const centre = points.length
    ? { lat: (Math.min(...lats) + Math.max(...lats)) / 2, lon: (Math.min(...lons) + Math.max(...lons)) / 2 }
    : torontoCentre;
  const kx = Math.cos((centre.lat * Math.PI) / 180);
  const spanLat = Math.max(minSpan, points.length ? Math.max(...lats) - Math.min(...lats) : 0);
  const spanLon = Math.max(minSpan / kx, points.length ? Math.max(...lons) - Math.min(...lons) : 0);
  const scale = Math.min((box.width - 2 * padding) / (spanLon * kx), (box.height - 2 * padding) / spanLat);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  return ([lon, lat]) => [cx + (lon - centre.lon) * kx * scale, cy - (lat - centre.lat) * scale];
}
