import { describe, expect, it } from 'vitest';
import { subjectLocation } from '@shared/annual-report/comparables';
import { mapSize, spreadMarkers, type MarkerSpot } from '@shared/pdf/annual-report/map';
import { sampleNeighbourhoods } from '@shared/pdf/annual-report/sample';
import type { CircleOp, PolylineOp, RectOp, TextOp } from '@shared/pdf/model';
import { pointInGeometry } from '@shared/geo/point-in-polygon';
import type { Position } from '@shared/neighbourhood';
import { layout, sample, textOps, textsOf } from './annual-report-fixtures';
import { fakeMeasure } from './fake-measure';

const box = { x: 0, y: 0, width: 563, height: 240 };
const overlaps = (spots: readonly MarkerSpot[], placed: ReadonlyArray<{ x: number; y: number }>) =>
  spots.flatMap((a, i) =>
    spots
      .slice(i + 1)
      .filter(
        (b, k) => Math.hypot(placed[i]!.x - placed[i + 1 + k]!.x, placed[i]!.y - placed[i + 1 + k]!.y) < a.r + b.r,
      )
      .map((_, k) => `${i}-${i + 1 + k}`),
  );

/** Whether a disc covers any of a name's box (from above its letters to just below their baseline). */
const covered = (name: TextOp, disc: CircleOp) => {
  const width = fakeMeasure(name.text, name.weight, name.size);
  const nearestX = Math.min(Math.max(disc.cx, name.x), name.x + width);
  const nearestY = Math.min(Math.max(disc.cy, name.y - name.size), name.y + 2);
  return Math.hypot(disc.cx - nearestX, disc.cy - nearestY) < disc.r;
};

/** The annual report's comparables map (QA 23a: two sales 0.1 km from the home hid under its marker). */
describe("the comparables map's markers", () => {
  it('moves comparables out from under the home, which stays where it is', () => {
    const spots: MarkerSpot[] = [
      { x: 282, y: 121, r: 8 },
      { x: 279, y: 119, r: 8 },
      { x: 300, y: 60, r: 8 },
      { x: 280, y: 120, r: 11, fixed: true },
    ];

    const placed = spreadMarkers(spots, box);

    expect(overlaps(spots, placed)).toEqual([]);
    expect(placed[3]).toEqual({ x: 280, y: 120 });
    // A marker already clear of the rest is left at its place; the others move no further than needed.
    expect(placed[2]).toEqual({ x: 300, y: 60 });
    for (const i of [0, 1]) expect(Math.hypot(placed[i]!.x - 280, placed[i]!.y - 120)).toBeLessThan(40);
  });

  it('fans out markers at one spot, inside the map, even in its corner', () => {
    const spots: MarkerSpot[] = Array.from({ length: 5 }, () => ({ x: 4, y: 4, r: 8 }));

    const placed = spreadMarkers(spots, box);

    expect(overlaps(spots, placed)).toEqual([]);
    for (const p of placed) {
      expect(p.x).toBeGreaterThanOrEqual(8);
      expect(p.y).toBeGreaterThanOrEqual(8);
    }
  });

  it('draws every marker of a report clear of the others, two sales beside the home included', () => {
    const home = subjectLocation(sample)!;
    const report = {
      ...sample,
      similarSolds: sample.similarSolds.map((p, i) =>
        i < 2 ? { ...p, location: { lat: home.lat + 0.0002 * i, lon: home.lon + 0.0003 } } : p,
      ),
    };
    const page = layout(report).pages.find((p) => textsOf(p).includes('On the map'))!;
    // The markers on the map: discs of 8 (a comparable) and 11 (the home) inside its frame.
    const frame = page.ops.find(
      (op) => op.kind === 'rect' && op.width === mapSize.width && op.height === mapSize.height,
    )!;
    const inFrame = (y: number) => frame.kind === 'rect' && y > frame.y && y < frame.y + frame.height;
    const discs = page.ops.flatMap((op) =>
      op.kind === 'circle' && (op.r === 8 || op.r === 11) && inFrame(op.cy) ? [{ x: op.cx, y: op.cy, r: op.r }] : [],
    );

    expect(discs).toHaveLength(1 + sample.similarSolds.filter((p) => p.location).length);
    expect(overlaps(discs, discs)).toEqual([]);
  });

  it("writes the neighbourhoods' names clear of the markers, the home's own name moved off the home (QA 26)", () => {
    // The home at its neighbourhood's centre, where that name is written.
    const own = sampleNeighbourhoods.find((n) => n.id === sample.propertyDetails!.summary.neighbour)!;
    const [lon, lat] = own.centre;
    const report = {
      ...sample,
      location: { lat, lon },
      propertyDetails: {
        ...sample.propertyDetails!,
        summary: { ...sample.propertyDetails!.summary, location: { lat, lon } },
      },
    };
    const page = layout(report).pages.find((p) => textsOf(p).includes('On the map'))!;
    const discs = page.ops.filter((op): op is CircleOp => op.kind === 'circle' && (op.r === 8 || op.r === 11));
    const names = textOps(page).filter(
      (op) => op.size === 7 && sampleNeighbourhoods.some((n) => n.name.startsWith(op.text.replace('…', ''))),
    );

    expect(discs.some((d) => d.r === 11)).toBe(true);
    expect(names.map((n) => n.text)).toContain(own.name);
    expect(names.flatMap((n) => discs.filter((d) => covered(n, d)).map(() => n.text))).toEqual([]);
  });

  it("names the home's tinted neighbourhood on its part of the map when its centre is off the map (QA 63a L6)", () => {
    // The home near the Beaches' north edge, its sales close by: the map shows the Beaches' north
    // end, and its centre (where the name was written) falls below the map.
    const home = { lat: 43.6795, lon: -79.305 };
    const report = {
      ...sample,
      location: home,
      propertyDetails: { ...sample.propertyDetails!, summary: { ...sample.propertyDetails!.summary, location: home } },
      similarSolds: sample.similarSolds.map((p, i) => ({
        ...p,
        location: { lat: home.lat - 0.002 + 0.001 * i, lon: home.lon + 0.003 * (i - 2) },
      })),
    };
    const own = sampleNeighbourhoods.find((n) => n.id === sample.propertyDetails!.summary.neighbour)!;

    const page = layout(report).pages.find((p) => textsOf(p).includes('On the map'))!;

    const frame = page.ops.find(
      (op): op is RectOp => op.kind === 'rect' && op.width === mapSize.width && op.height === mapSize.height,
    )!;
    const tint = page.ops.find((op): op is PolylineOp => op.kind === 'polyline' && op.fill === '#dcefe9')!;
    const name = textOps(page).find((op) => op.size === 7 && op.text === own.name);
    expect(name).toBeDefined();
    const width = fakeMeasure(name!.text, name!.weight, name!.size);
    // Inside the map, on the tint, and clear of every marker.
    expect(name!.x).toBeGreaterThanOrEqual(frame.x);
    expect(name!.x + width).toBeLessThanOrEqual(frame.x + frame.width);
    expect(name!.y - name!.size).toBeGreaterThanOrEqual(frame.y);
    expect(name!.y).toBeLessThanOrEqual(frame.y + frame.height);
    const corners: Position[] = [
      [name!.x, name!.y - name!.size],
      [name!.x + width, name!.y - name!.size],
      [name!.x, name!.y + 2],
      [name!.x + width, name!.y + 2],
    ];
    const ring = tint.points.map(([x, y]): Position => [x, y]);
    expect(corners.filter((c) => !pointInGeometry(c, { type: 'Polygon', coordinates: [ring] }))).toEqual([]);
    const discs = page.ops.filter((op): op is CircleOp => op.kind === 'circle' && (op.r === 8 || op.r === 11));
    expect(discs.filter((d) => covered(name!, d))).toEqual([]);
  });
});
