import type { MultiPolygon } from 'polygon-clipping';
import { pointInGeometry } from '@shared/geo/point-in-polygon';
import { ringCentroid } from '@shared/geo/shape';
import type { Position } from '@shared/neighbourhood';
import type { MeasureText, PdfOp } from '../model';
import { textOp } from '../text';
import { text } from '../theme';
import type { Box } from './photo-box';

/** A neighbourhood as the map draws it: its name, its centre and its part inside the map (page points). */
export interface MapArea {
  name: string;
  /** The projected centre; a name is written there when it fits. */
  centre: readonly [number, number];
  /** Its outline clipped to the map. */
  shown: MultiPolygon;
  /** The home's own, tinted: always named when any of it is on the map. */
  home: boolean;
}

/** A disc to keep a name off (a marker). */
interface Disc {
  x: number;
  y: number;
  r: number;
}

const nameStyle = { ...text.small, size: 7, colour: '#7b8794' as const };
/** Room kept between a name and the map's frame, a marker, or another name. */
const margin = 4;
/** The spacing of the points tried on an area's part of the map. */
const step = 8;

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The name's box with its centre at `x`: from above its letters to just below the baseline. */
const rectAt = (x: number, baseline: number, width: number): Rect => ({
  left: x - width / 2,
  top: baseline - nameStyle.size,
  right: x + width / 2,
  bottom: baseline + 2,
});

/**
 * The neighbourhoods' names, each written on its own part of the map, clear of the markers and of
 * each other: at its centre (or a line above or below it) when that is on the map, else at the
 * point of its part nearest that part's middle where the whole name lies on it (QA 63a L6: a
 * name was written only when its centre was on the map, so a map of a neighbourhood's edge named
 * nothing, not even the tinted one). An area with no room for its name is left unnamed, but for
 * the home's, whose name then needs only its middle on its part.
 */
export function mapNameOps(areas: readonly MapArea[], box: Box, discs: readonly Disc[], measure: MeasureText): PdfOp[] {
  const taken: Rect[] = [];
  const inMap = (r: Rect) =>
    r.left >= box.x + margin &&
    r.right <= box.x + box.width - margin &&
    r.top >= box.y + margin &&
    r.bottom <= box.y + box.height - margin;
  const clear = (r: Rect) =>
    discs.every((d) => {
      const nearestX = Math.min(Math.max(d.x, r.left), r.right);
      const nearestY = Math.min(Math.max(d.y, r.top), r.bottom);
      return Math.hypot(d.x - nearestX, d.y - nearestY) >= d.r + 1.5;
    }) &&
    taken.every(
      (t) => r.right + margin < t.left || t.right + margin < r.left || r.bottom + 2 < t.top || t.bottom + 2 < r.top,
    );
  const ops: PdfOp[] = [];
  // The home's first: it has the first pick of the room.
  for (const area of [...areas].sort((a, b) => Number(b.home) - Number(a.home))) {
    if (area.shown.length === 0) continue;
    const geometry = { type: 'MultiPolygon' as const, coordinates: area.shown };
    const on = (x: number, y: number) => pointInGeometry([x, y], geometry);
    // Its middle first: most points tried off the area fail there, at one test.
    const whollyOn = (r: Rect) =>
      on((r.left + r.right) / 2, r.bottom - 4) &&
      [r.left, (r.left + r.right) / 2, r.right].every((x) => on(x, r.top) && on(x, r.bottom));
    const width = measure(area.name, nameStyle.weight, nameStyle.size);
    const candidates = [
      ...[0, -14, 14, -26, 26].map((dy) => [area.centre[0], area.centre[1] + dy] as const),
      ...spotsOn(area.shown),
    ];
    // The cheap tests first: most of the points tried fail the map's edge or a marker.
    const fits = (strict: boolean) => {
      for (const [x, y] of candidates) {
        const r = rectAt(x, y, width);
        if (inMap(r) && clear(r) && (strict ? whollyOn(r) : on(x, r.bottom - 4))) return r;
      }
      return undefined;
    };
    const spot = fits(true) ?? (area.home ? fits(false) : undefined);
    if (!spot) continue;
    taken.push(spot);
    ops.push(
      textOp(
        area.name,
        { x: spot.left - 0.5, y: spot.bottom - 2, width: width + 1, align: 'center' },
        nameStyle,
        measure,
      ),
    );
  }
  return ops;
}

/**
 * Points over an area's part of the map, every `step` points, nearest that part's centroid
 * first (its middle for a convex part; the tests above keep only points on it).
 */
function spotsOn(shown: MultiPolygon): Array<readonly [number, number]> {
  const corners = shown.flatMap((polygon) => polygon[0] ?? []);
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const [left, top, right, bottom] = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  // The rings' centroids weighted by their signed areas; polygon-clipping winds holes against
  // their outer rings, so a hole's area counts against its ring's.
  const rings = shown.flat().map((ring) => ringCentroid(ring as Position[]));
  const area = rings.reduce((sum, ring) => sum + ring.area, 0);
  const weighted = (axis: 0 | 1) => rings.reduce((sum, ring) => sum + ring.area * ring.centre[axis], 0) / area;
  const middle: Position = area === 0 ? [(left + right) / 2, (top + bottom) / 2] : [weighted(0), weighted(1)];
  const spots: Array<readonly [number, number]> = [];
  for (let x = left + step / 2; x < right; x += step)
    for (let y = top + step / 2; y < bottom; y += step) spots.push([x, y]);
  const away = ([x, y]: readonly [number, number]) => Math.hypot(x - middle[0], y - middle[1]);
  return spots.sort((a, b) => away(a) - away(b));
}
