import { encode } from 'jpeg-js';

/** A colour as [red, green, blue] (0–255), with an optional opacity (0–1). */
export type Colour = readonly [number, number, number] | readonly [number, number, number, number];
export type Point = readonly [x: number, y: number];

/**
 * A tiny software painter for the photo pool: rectangles, polygons, circles and vertical
 * gradients with opacity, drawn at twice the size and scaled down, so edges come out smooth,
 * then encoded as JPEG. No canvas library and no native code: the same bytes on every machine.
 */
export class Painter {
  /** Drawn at twice the size; `jpeg()` averages each 2×2 block. */
  private readonly scale = 2;
  private readonly pixels: Float32Array;
  readonly width: number;
  readonly height: number;
  private readonly w: number;
  private readonly h: number;

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.w = width * this.scale;
    this.h = height * this.scale;
    this.pixels = new Float32Array(this.w * this.h * 3);
  }

  /** Fills one scanline span [x0, x1) of row y (internal pixels), blending by the colour's opacity. */
  private span(y: number, x0: number, x1: number, colour: Colour): void {
    this.spanRgba(y, x0, x1, colour[0], colour[1], colour[2], colour[3] ?? 1);
  }

  private spanRgba(y: number, x0: number, x1: number, r: number, g: number, b: number, a: number): void {
    if (y < 0 || y >= this.h) return;
    const from = Math.max(0, Math.round(x0));
    const to = Math.min(this.w, Math.round(x1));
    const p = this.pixels;
    for (let i = (y * this.w + from) * 3, end = (y * this.w + to) * 3; i < end; i += 3) {
      p[i] = p[i]! + (r - p[i]!) * a;
      p[i + 1] = p[i + 1]! + (g - p[i + 1]!) * a;
      p[i + 2] = p[i + 2]! + (b - p[i + 2]!) * a;
    }
  }

  rect(x0: number, y0: number, x1: number, y1: number, colour: Colour): void {
    const s = this.scale;
    for (let y = Math.round(y0 * s); y < Math.round(y1 * s); y++) this.span(y, x0 * s, x1 * s, colour);
  }

  /** A vertical gradient from `top` at y0 to `bottom` at y1, across [x0, x1). */
  gradient(x0: number, y0: number, x1: number, y1: number, top: Colour, bottom: Colour): void {
    const s = this.scale;
    const [ya, yb] = [Math.round(y0 * s), Math.round(y1 * s)];
    const [a0, a1] = [top[3] ?? 1, bottom[3] ?? 1];
    for (let y = ya; y < yb; y++) {
      const t = (y - ya) / Math.max(1, yb - ya - 1);
      const mix = (i: 0 | 1 | 2) => top[i] + (bottom[i] - top[i]) * t;
      this.spanRgba(y, x0 * s, x1 * s, mix(0), mix(1), mix(2), a0 + (a1 - a0) * t);
    }
  }

  /** Any simple polygon, even-odd, by scanlines through pixel centres. */
  polygon(points: readonly Point[], colour: Colour): void {
    const s = this.scale;
    const scaled = points.map(([x, y]) => [x * s, y * s] as const);
    const ys = scaled.map(([, y]) => y);
    const top = Math.max(0, Math.floor(Math.min(...ys)));
    const bottom = Math.min(this.h - 1, Math.ceil(Math.max(...ys)));
    for (let y = top; y <= bottom; y++) {
      const cy = y + 0.5;
      const crossings: number[] = [];
      for (let i = 0, j = scaled.length - 1; i < scaled.length; j = i++) {
        const [xi, yi] = scaled[i]!;
        const [xj, yj] = scaled[j]!;
        if (yi > cy !== yj > cy) crossings.push(xi + ((cy - yi) * (xj - xi)) / (yj - yi));
      }
      crossings.sort((a, b) => a - b);
      for (let k = 0; k + 1 < crossings.length; k += 2) this.span(y, crossings[k]!, crossings[k + 1]!, colour);
    }
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, colour: Colour): void {
    const s = this.scale;
    const [x, y, a, b] = [cx * s, cy * s, rx * s, ry * s];
    for (let row = Math.max(0, Math.floor(y - b)); row <= Math.min(this.h - 1, Math.ceil(y + b)); row++) {
      const dy = (row + 0.5 - y) / b;
      if (Math.abs(dy) > 1) continue;
      const half = a * Math.sqrt(1 - dy * dy);
      this.span(row, x - half, x + half, colour);
    }
  }

  circle(cx: number, cy: number, r: number, colour: Colour): void {
    this.ellipse(cx, cy, r, r, colour);
  }

  line(x0: number, y0: number, x1: number, y1: number, width: number, colour: Colour): void {
    const [dx, dy] = [x1 - x0, y1 - y0];
    const length = Math.hypot(dx, dy) || 1;
    const [nx, ny] = [(-dy / length) * (width / 2), (dx / length) * (width / 2)];
    this.polygon(
      [
        [x0 + nx, y0 + ny],
        [x1 + nx, y1 + ny],
        [x1 - nx, y1 - ny],
        [x0 - nx, y0 - ny],
      ],
      colour,
    );
  }

  /** Scales down (averaging each 2×2 block) and encodes. */
  jpeg(quality = 82): Uint8Array {
    const data = Buffer.alloc(this.width * this.height * 4);
    const p = this.pixels;
    const rowStride = this.w * 3;
    for (let y = 0; y < this.height; y++) {
      let source = y * 2 * rowStride;
      let target = y * this.width * 4;
      for (let x = 0; x < this.width; x++, source += 6, target += 4) {
        for (let c = 0; c < 3; c++) {
          const sum = p[source + c]! + p[source + 3 + c]! + p[source + rowStride + c]! + p[source + rowStride + 3 + c]!;
          data[target + c] = Math.max(0, Math.min(255, Math.round(sum / 4)));
        }
        data[target + 3] = 255;
      }
    }
    return new Uint8Array(encode({ width: this.width, height: this.height, data }, quality).data);
  }
}
