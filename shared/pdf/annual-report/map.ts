import polygonClipping, { type MultiPolygon, type Pair, type Polygon } from 'polygon-clipping';
import { lakeOntarioShore } from '@shared/geo/lake-ontario-shore';
import type { Neighbourhood, Position } from '@shared/neighbourhood';
import type { Colour, PdfOp } from '../model';
import { textOp } from '../text';
import { colours, text } from '../theme';
import { annualReportImageKeys } from './context';
import type { AnnualReportLayoutContext } from './layout-context';
import { mapNameOps, type MapArea } from './map-names';
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
  const areas: MapArea[] = [];
  for (const n of ctx.neighbourhoods) {
    const shown = rings(n).flatMap((r) => clip(r));
    for (const polygon of shown) ops.push(...polygonOps(polygon, n.id === homeId ? homeArea : undefined, outline));
    if (shown.length > 0) areas.push({ name: n.name, centre: project(n.centre), shown, home: n.id === homeId });
  }
  // The comparables, then the home on top; a marker that would cover another is moved aside,
  // with a line to its true place (two sales 0.1 km from the home had hidden under it).
  const ordered = [...points].sort((a, b) => Number(a.marker === 'home') - Number(b.marker === 'home'));
  const at = ordered.map((point) => project([point.lon, point.lat]));
  const placed = spreadMarkers(
    at.map(([x, y], i) => ({ x, y, r: markerRadius(ordered[i]!.marker), fixed: ordered[i]!.marker === 'home' })),
    box,
  );
  // The names, clear of the markers (the home's own marker sat on its neighbourhood's name, QA 26).
  const discs = placed.map((spot, i) => ({ ...spot, r: markerRadius(ordered[i]!.marker) }));
  ops.push(...mapNameOps(areas, box, discs, ctx.measure));

  placed.forEach((spot, i) => {
    const [x, y] = at[i]!;
    if (Math.hypot(spot.x - x, spot.y - y) < 1) return;
    ops.push(
      {
        kind: 'polyline',
        points: [
          [x, y],
          [spot.x, spot.y],
        ],
        stroke: colours.community,
        width: 0.8,
      },
      { kind: 'circle', cx: x, cy: y, r: 1.6, fill: colours.community },
    );
  });
  placed.forEach((spot, i) => ops.push(...markerOps(ctx, spot.x, spot.y, ordered[i]!.marker)));
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

const markerRadius = (marker: MapPoint['marker']) => (marker === 'home' ? 11 : 8);

export interface MarkerSpot {
  x: number;
  y: number;
  r: number;
  /** The home's marker stays where the home is; the comparables move. */
  fixed?: boolean;
}

/**
 * Where to draw each marker so that none covers another: markers that overlap are pushed apart
 * along the line between them (markers at one spot fan out by the golden angle), a fixed one never
 * moving, in a few rounds of relaxation, and kept inside the box. Returns the centres in order.
 */
export function spreadMarkers(spots: readonly MarkerSpot[], box: Box, gap = 2): Array<{ x: number; y: number }> {
  const placed = spots.map(({ x, y }) => ({ x, y }));
  const inside = (v: number, low: number, high: number) => Math.min(Math.max(v, low), high);
  for (let round = 0; round < 60; round++) {
    let moved = false;
    for (let i = 0; i < spots.length; i++) {
      for (let j = i + 1; j < spots.length; j++) {
        const a = placed[i]!;
        const b = placed[j]!;
        const need = spots[i]!.r + spots[j]!.r + gap;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let distance = Math.hypot(dx, dy);
        if (distance >= need - 0.01) continue;
        if (distance < 0.01) {
          const angle = (i + j) * 2.39996; // the golden angle, so markers at one spot fan out
          [dx, dy, distance] = [Math.cos(angle), Math.sin(angle), 1];
        }
        const push = need - distance;
        const [shareA, shareB] = spots[i]!.fixed ? [0, 1] : spots[j]!.fixed ? [1, 0] : [0.5, 0.5];
        a.x -= (dx / distance) * push * shareA;
        a.y -= (dy / distance) * push * shareA;
        b.x += (dx / distance) * push * shareB;
        b.y += (dy / distance) * push * shareB;
        moved = true;
      }
    }
    placed.forEach((p, k) => {
      const r = spots[k]!.r;
      p.x = inside(p.x, box.x + r, box.x + box.width - r);
      p.y = inside(p.y, box.y + r, box.y + box.height - r);
    });
    if (!moved) break;
  }
  return placed;
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
      {
        kind: 'circle',
        cx: x,
        cy: y,
        r: markerRadius('home'),
        fill: colours.brandDeep,
        stroke: colours.white,
        strokeWidth: 1.5,
      },
      {
        kind: 'polyline',
        points: house.map(([hx, hy]) => [x + hx * u, y + hy * u - 0.5] as const),
        fill: colours.white,
      },
    ];
  }
  const label = String(marker);
  return [
    {
      kind: 'circle',
      cx: x,
      cy: y,
      r: markerRadius(marker),
      fill: colours.community,
      stroke: colours.white,
      strokeWidth: 1.2,
    },
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
