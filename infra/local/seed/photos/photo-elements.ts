/* The pieces the pool's scenes are drawn from: skies, ground, trees, windows, doors, roofs, palettes. */
import type { Painter, Colour } from './photo-painter';
import type { Random } from '../random';

const skies: [Colour, Colour][] = [
  [
    [92, 154, 214],
    [190, 222, 245],
  ],
  [
    [70, 132, 205],
    [175, 212, 240],
  ],
  [
    [110, 160, 210],
    [250, 222, 176],
  ],
  [
    [160, 172, 186],
    [215, 220, 226],
  ],
  [
    [96, 118, 176],
    [246, 196, 160],
  ],
];
export const sidings: Colour[] = [
  [160, 72, 56],
  [196, 160, 120],
  [236, 234, 228],
  [150, 156, 160],
  [64, 82, 108],
  [140, 160, 130],
  [226, 214, 180],
  [92, 94, 98],
  [214, 190, 130],
  [178, 98, 74],
];
export const roofs: Colour[] = [
  [54, 56, 62],
  [90, 64, 50],
  [70, 80, 92],
  [110, 52, 42],
  [40, 44, 48],
  [120, 110, 100],
];
export const doors: Colour[] = [
  [150, 40, 40],
  [30, 30, 34],
  [40, 70, 120],
  [40, 90, 60],
  [130, 90, 60],
  [200, 160, 60],
];
export const white: Colour = [245, 245, 240];
export const dark: Colour = [40, 40, 42];
export const glassTop: Colour = [150, 180, 205];
export const glassBottom: Colour = [70, 92, 115];

export const shade = ([r, g, b]: Colour, factor: number): Colour => [r * factor, g * factor, b * factor];

export function sky(p: Painter, random: Random, horizon: number): void {
  const [top, bottom] = random.pick(skies);
  p.gradient(0, 0, p.width, horizon, top, bottom);
  if (random.chance(0.7)) {
    for (let c = random.int(2, 4); c > 0; c--) {
      const [x, y, w] = [random.between(0, p.width), random.between(30, horizon * 0.45), random.between(50, 110)];
      for (let k = 0; k < 4; k++) {
        p.ellipse(x + (k - 1.5) * w * 0.45, y + random.between(-8, 8), w * 0.45, w * 0.22, [255, 255, 255, 0.45]);
      }
    }
  }
}

export function tree(p: Painter, random: Random, x: number, ground: number, size: number): void {
  p.rect(x - size * 0.07, ground - size * 1.1, x + size * 0.07, ground, [96, 70, 50]);
  const greens: Colour[] = [
    [58, 110, 60],
    [74, 128, 66],
    [46, 94, 52],
    [90, 140, 74],
  ];
  for (let k = 0; k < 7; k++) {
    p.circle(
      x + random.between(-0.45, 0.45) * size,
      ground - size * 1.25 + random.between(-0.35, 0.3) * size,
      size * random.between(0.32, 0.5),
      random.pick(greens),
    );
  }
}

export function ground(p: Painter, random: Random, horizon: number): void {
  const far: Colour[] = [
    [52, 88, 58],
    [66, 98, 62],
  ];
  for (let x = -20; x < p.width + 20; x += random.between(18, 34)) {
    p.circle(x, horizon - random.between(0, 14), random.between(16, 30), random.pick(far));
  }
  p.gradient(0, horizon, p.width, p.height, [120, 160, 88], [84, 132, 64]);
  p.rect(0, p.height - 58, p.width, p.height - 40, [200, 198, 192]);
  p.rect(0, p.height - 40, p.width, p.height, [96, 98, 102]);
}

export function window(p: Painter, x: number, y: number, w: number, h: number, trim: Colour): void {
  p.rect(x - 4, y - 4, x + w + 4, y + h + 4, trim);
  p.gradient(x, y, x + w, y + h, glassTop, glassBottom);
  p.polygon(
    [
      [x, y + h * 0.65],
      [x + w * 0.5, y],
      [x + w * 0.7, y],
      [x, y + h],
    ],
    [255, 255, 255, 0.18],
  );
  p.rect(x + w / 2 - 1.5, y, x + w / 2 + 1.5, y + h, trim);
  p.rect(x, y + h / 2 - 1.5, x + w, y + h / 2 + 1.5, trim);
}

export function door(p: Painter, x: number, bottom: number, colour: Colour, trim: Colour): void {
  p.rect(x - 5, bottom - 92, x + 47, bottom, trim);
  p.rect(x, bottom - 87, x + 42, bottom, colour);
  p.rect(x + 8, bottom - 78, x + 34, bottom - 52, [220, 230, 235, 0.7]);
  p.circle(x + 35, bottom - 42, 2.5, [220, 200, 120]);
  p.rect(x - 14, bottom, x + 56, bottom + 8, [175, 172, 165]);
}

export function gable(p: Painter, x0: number, x1: number, y: number, height: number, colour: Colour): void {
  p.polygon(
    [
      [x0 - 16, y],
      [(x0 + x1) / 2, y - height],
      [x1 + 16, y],
    ],
    colour,
  );
  p.line(x0 - 16, y, (x0 + x1) / 2, y - height, 5, shade(colour, 0.7));
  p.line((x0 + x1) / 2, y - height, x1 + 16, y, 5, shade(colour, 0.7));
}

export function shrubs(p: Painter, random: Random, x0: number, x1: number, y: number): void {
  for (let x = x0; x < x1; x += random.between(26, 44)) {
    p.ellipse(
      x,
      y,
      random.between(16, 24),
      random.between(10, 16),
      random.pick<Colour>([
        [60, 112, 58],
        [78, 126, 64],
      ]),
    );
  }
}
