import type { Marker } from '@shared/search/types';
import type { Box } from './search-index';

/**
 * Grid clustering by zoom (the design is in README.md): the world is cut into square cells of
 * `cellPixels` at the map's zoom, in Web Mercator as the map draws it; every listing of a
 * cell joins that cell's marker, placed at its listings' mean position. Cells are fixed to
 * the world, not to the view, so panning never moves a cluster, and a view is answered with
 * the whole of every cell it touches (the margin).
 */
export const cellPixels = 64;
/** A cluster of this many listings or fewer lists their ids: the screen opens the list (§2.3). */
export const maxListedIds = 20;
/** At most this many cells per view: a zoom too deep for the box is lowered until it fits. */
export const maxCells = 1500;
const tilePixels = 256;
/** A millionth of a degree is about 10 cm: enough for a marker, and a smaller answer. */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

export const mercatorX = (lon: number) => (lon + 180) / 360;
const lonOfX = (x: number) => x * 360 - 180;
const latOfY = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
export function mercatorY(lat: number): number {
  const sin = Math.sin((lat * Math.PI) / 180);
  return Math.min(Math.max(0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI, 0), 1);
}

/** The zoom at which `box` fills a map about 1280 pixels wide (when the caller sends none). */
export function zoomOfBox(box: Box, mapPixels = 1280): number {
  const span = Math.max(box.east - box.west, 1e-9);
  return Math.max(0, Math.min(22, Math.floor(Math.log2((360 * mapPixels) / (tilePixels * span)))));
}

export interface Grid {
  /** Cells per world side: 2^(zoom + 2) for 64-pixel cells. */
  cellsPerSide: number;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  /** The cells' own box: the view grown to whole cells. */
  box: Box;
}

export function gridOf(view: Box, zoom: number): Grid {
  let level = Math.max(0, zoom + Math.log2(tilePixels / cellPixels));
  for (;;) {
    const side = 2 ** level;
    const x0 = Math.floor(mercatorX(view.west) * side);
    const x1 = Math.min(side - 1, Math.floor(mercatorX(view.east) * side));
    const y0 = Math.floor(mercatorY(view.north) * side);
    const y1 = Math.min(side - 1, Math.floor(mercatorY(view.south) * side));
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > maxCells && level > 0) {
      level -= 1;
      continue;
    }
    const box = {
      west: lonOfX(x0 / side),
      east: lonOfX((x1 + 1) / side),
      north: latOfY(y0 / side),
      south: latOfY((y1 + 1) / side),
    };
    return { cellsPerSide: side, x0, x1, y0, y1, box };
  }
}

/**
 * Adds listings to the cells of one grid; `markers()` answers them. The cells are typed
 * arrays indexed by position in the grid (at most `maxCells`), so adding a listing is a few
 * arithmetic operations and no allocation.
 */
export class GridClusterer {
  private readonly width: number;
  private readonly count: Uint32Array;
  private readonly active: Uint32Array;
  private readonly latSum: Float64Array;
  private readonly lonSum: Float64Array;
  private readonly ids = new Map<number, string[]>();
  private readonly prices = new Map<number, number | null>();

  constructor(
    private readonly grid: Grid,
    /** A listing's id and single-marker price, asked for only while its cell is small. */
    private readonly describe: { mls(row: number): string; price(row: number): number | null },
  ) {
    this.width = grid.x1 - grid.x0 + 1;
    const cells = this.width * (grid.y1 - grid.y0 + 1);
    this.count = new Uint32Array(cells);
    this.active = new Uint32Array(cells);
    this.latSum = new Float64Array(cells);
    this.lonSum = new Float64Array(cells);
  }

  /** One listing of row `row`; `y` is its Web Mercator y, precomputed in the snapshot. */
  add(row: number, lat: number, lon: number, y: number, active: boolean): void {
    const { grid } = this;
    const cx = Math.floor(mercatorX(lon) * grid.cellsPerSide) - grid.x0;
    const cy = Math.floor(y * grid.cellsPerSide) - grid.y0;
    if (cx < 0 || cx >= this.width || cy < 0 || cy > grid.y1 - grid.y0) return;
    const cell = cy * this.width + cx;
    const count = ++this.count[cell]!;
    this.latSum[cell]! += lat;
    this.lonSum[cell]! += lon;
    if (active) this.active[cell]! += 1;
    if (count === 1) {
      this.ids.set(cell, [this.describe.mls(row)]);
      this.prices.set(cell, this.describe.price(row));
    } else if (count <= maxListedIds) {
      this.ids.get(cell)!.push(this.describe.mls(row));
    } else if (count === maxListedIds + 1) {
      this.ids.delete(cell);
    }
  }

  markers(): Marker[] {
    const level = Math.log2(this.grid.cellsPerSide);
    const markers: Marker[] = [];
    for (let cell = 0; cell < this.count.length; cell++) {
      const count = this.count[cell]!;
      if (count === 0) continue;
      const active = this.active[cell]!;
      const kind = active === count ? 'active' : active === 0 ? 'sold' : 'normal';
      const location = { lat: round6(this.latSum[cell]! / count), lon: round6(this.lonSum[cell]! / count) };
      const ids = this.ids.get(cell);
      if (count === 1) {
        markers.push({
          mid: ids![0]!,
          type: 'marker',
          kind,
          count,
          ids: ids!,
          price: this.prices.get(cell)!,
          location,
        });
        continue;
      }
      const x = this.grid.x0 + (cell % this.width);
      const y = this.grid.y0 + Math.floor(cell / this.width);
      markers.push({ mid: `${level}/${x}/${y}`, type: 'cluster', kind, count, ...(ids && { ids }), location });
    }
    return markers;
  }
}
