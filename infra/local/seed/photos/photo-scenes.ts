import { Painter, type Colour } from './photo-painter';
import {
  dark,
  door,
  doors,
  gable,
  ground,
  roofs,
  shade,
  shrubs,
  sidings,
  sky,
  tree,
  white,
  window,
} from './photo-elements';
import { sceneKind } from './photo-pool';
import { createRandom, type Random } from '../random';

/**
 * The pool's pictures: stylised street views of a detached house, a pair of semis, a row of
 * townhouses, condo towers or stacked townhouses, under varied skies and palettes. Each one
 * is drawn from its number alone, so the pool is the same on every machine.
 */
/** Bump with any change to the scenes or the painter: the seed caches painted photos by it. */
export const painterVersion = 1;
export const photoWidth = 800;
export const photoHeight = 533;

function detached(p: Painter, random: Random): void {
  const horizon = 330;
  sky(p, random, horizon);
  ground(p, random, horizon);
  const bungalow = random.chance(0.3);
  const width = random.between(300, 380);
  const left = random.between(140, 250);
  const bottom = 420;
  const top = bungalow ? 290 : 200;
  const siding = random.pick(sidings);
  const roof = random.pick(roofs);
  const trim = random.chance(0.8) ? white : dark;
  const garageOnLeft = random.chance(0.5);
  const garage = garageOnLeft ? [left - 130, left] : [left + width, left + width + 130];
  p.polygon(
    [
      [garage[0]! + 20, bottom],
      [garage[1]! - 20, bottom],
      [garage[1]! + 40, p.height - 58],
      [garage[0]! - 40, p.height - 58],
    ],
    [168, 166, 160],
  );
  p.rect(garage[0]!, bottom - 120, garage[1]!, bottom, shade(siding, 0.92));
  p.polygon(
    [
      [garage[0]! - 10, bottom - 120],
      [garage[1]! + 10, bottom - 120],
      [garage[1]! - 10, bottom - 150],
      [garage[0]! + 10, bottom - 150],
    ],
    roof,
  );
  p.rect(garage[0]! + 14, bottom - 95, garage[1]! - 14, bottom, [230, 228, 222]);
  for (let y = bottom - 80; y < bottom; y += 16) p.rect(garage[0]! + 14, y, garage[1]! - 14, y + 2, [190, 188, 182]);
  if (random.chance(0.6)) p.rect(left + width * 0.7, top - 90, left + width * 0.7 + 34, top, shade(siding, 0.8));
  p.rect(left, top, left + width, bottom, siding);
  gable(p, left, left + width, top, random.between(80, 120), roof);
  const doorX = left + width * random.between(0.4, 0.55) - 21;
  door(p, doorX, bottom, random.pick(doors), trim);
  const lower = bungalow ? top + 40 : top + 130;
  window(p, left + 30, lower, 70, 70, trim);
  if (doorX + 80 < left + width - 90) window(p, left + width - 100, lower, 70, 70, trim);
  if (!bungalow) for (let k = 0; k < 3; k++) window(p, left + 28 + k * ((width - 116) / 2), top + 30, 60, 64, trim);
  shrubs(p, random, left + 10, doorX - 10, bottom + 2);
  tree(p, random, garageOnLeft ? left + width + 120 : left - 100, bottom + 40, random.between(120, 170));
  if (random.chance(0.5)) tree(p, random, garageOnLeft ? 40 : p.width - 40, bottom + 60, random.between(130, 190));
}

function semi(p: Painter, random: Random): void {
  const horizon = 330;
  sky(p, random, horizon);
  ground(p, random, horizon);
  const [left, width, bottom, top] = [random.between(150, 200), random.between(400, 460), 425, 190];
  const siding = random.pick(sidings);
  const roof = random.pick(roofs);
  const trim = random.chance(0.8) ? white : dark;
  p.rect(left, top, left + width, bottom, siding);
  gable(p, left, left + width, top, random.between(70, 100), roof);
  p.rect(left + width / 2 - 3, top, left + width / 2 + 3, bottom, shade(siding, 0.75));
  for (const [half, flip] of [
    [left, false],
    [left + width / 2, true],
  ] as const) {
    const w = width / 2;
    const doorX = flip ? half + w - 70 : half + 28;
    door(p, doorX, bottom, random.pick(doors), trim);
    window(p, flip ? half + 30 : half + w - 110, top + 140, 80, 70, trim);
    window(p, half + w / 2 - 45, top + 35, 90, 70, trim);
    if (random.chance(0.5)) p.rect(half + 10, bottom - 8, half + w - 10, bottom, [150, 150, 150]);
  }
  shrubs(p, random, left, left + width, bottom + 4);
  tree(p, random, random.chance(0.5) ? 70 : p.width - 70, bottom + 50, random.between(140, 190));
}

function row(p: Painter, random: Random): void {
  const horizon = 320;
  sky(p, random, horizon);
  ground(p, random, horizon);
  const units = random.int(4, 5);
  const unitWidth = random.between(140, 165);
  const start = (p.width - units * unitWidth) / 2;
  const bottom = 430;
  const top = random.between(140, 160);
  const roof = random.pick(roofs);
  for (let u = 0; u < units; u++) {
    const x = start + u * unitWidth;
    const brick = random.pick(sidings);
    const trim = random.chance(0.7) ? white : dark;
    p.rect(x, top, x + unitWidth, bottom, brick);
    p.polygon(
      [
        [x - 4, top],
        [x + unitWidth / 2, top - 55],
        [x + unitWidth + 4, top],
      ],
      roof,
    );
    p.rect(x, top, x + 3, bottom, shade(brick, 0.7));
    door(p, x + 14, bottom, random.pick(doors), trim);
    window(p, x + 76, bottom - 82, unitWidth - 96, 56, trim);
    window(p, x + 20, top + 28, unitWidth - 40, 52, trim);
    window(p, x + 20, top + 112, unitWidth - 40, 50, trim);
  }
  shrubs(p, random, start, start + units * unitWidth, bottom + 4);
  tree(p, random, start - 40, bottom + 50, random.between(120, 170));
}

function towers(p: Painter, random: Random): void {
  const horizon = 470;
  sky(p, random, horizon);
  const glass: Colour[] = [
    [84, 128, 150],
    [70, 100, 130],
    [110, 140, 150],
    [150, 160, 170],
    [90, 120, 110],
  ];
  // Farther towers first (paler, shorter), then the main one in front.
  const count = random.int(2, 4);
  for (let t = 0; t < count; t++) {
    const front = t === count - 1;
    const width = front ? random.between(230, 320) : random.between(120, 210);
    const x = front ? random.between(120, p.width - 120 - width) : random.between(-60, p.width - width + 60);
    const top = front ? random.between(-40, 60) : random.between(40, 220);
    const body = front ? random.pick(glass) : shade(random.pick(glass), 1.15);
    const frame = random.chance(0.5) ? white : shade(body, 0.6);
    const bottom = horizon - 70;
    p.gradient(x, top, x + width, bottom, shade(body, 1.15), shade(body, 0.85));
    if (!front) p.rect(x, top, x + width, bottom, [230, 236, 242, 0.25]);
    p.polygon(
      [
        [x, top],
        [x + width * 0.35, top],
        [x, top + width * 0.6],
      ],
      [255, 255, 255, 0.15],
    );
    const floor = front ? 18 : 12;
    for (let y = top + 10; y < bottom; y += floor) {
      p.rect(x, y, x + width, y + 3, frame);
      if (front && random.chance(0.45)) p.rect(x - 8, y + 3, x + width + 8, y + 7, [235, 235, 235, 0.9]);
    }
    for (let xx = x + 18; xx < x + width - 4; xx += front ? 26 : 18) p.rect(xx, top, xx + 2, bottom, shade(frame, 0.9));
    p.rect(x - 6, top - 10, x + width + 6, top, shade(body, 0.6));
  }
  p.rect(0, horizon - 70, p.width, horizon, [200, 196, 188]);
  for (let x = 20; x < p.width; x += 110) p.rect(x, horizon - 56, x + 80, horizon - 8, [60, 80, 96]);
  p.rect(0, horizon, p.width, p.height - 40, [190, 188, 182]);
  p.rect(0, p.height - 40, p.width, p.height, [96, 98, 102]);
  for (let x = random.between(30, 90); x < p.width; x += random.between(170, 240)) {
    tree(p, random, x, horizon + 20, random.between(70, 100));
  }
}

function stacked(p: Painter, random: Random): void {
  const horizon = 340;
  sky(p, random, horizon);
  ground(p, random, horizon);
  const [left, right, bottom, top] = [60, 740, 440, random.between(150, 190)];
  const panel = random.pick<Colour>([
    [120, 124, 128],
    [210, 206, 198],
    [70, 74, 80],
    [176, 110, 80],
  ]);
  const accent = random.pick<Colour>([
    [170, 120, 80],
    [220, 220, 215],
    [60, 60, 64],
  ]);
  p.rect(left, top, right, bottom, panel);
  p.rect(left - 8, top - 12, right + 8, top, shade(panel, 0.6));
  const units = 6;
  const w = (right - left) / units;
  for (let u = 0; u < units; u++) {
    const x = left + u * w;
    p.rect(x + w * 0.55, top, x + w, bottom, accent);
    window(p, x + 14, top + 22, w * 0.45, 60, white);
    window(p, x + 14, top + 120, w * 0.45, 60, white);
    door(p, x + w * 0.62, bottom, random.pick(doors), white);
    p.rect(x + 8, top + 96, x + w * 0.55, top + 100, [40, 40, 44]);
    for (let k = 0; k < 6; k++) p.rect(x + 10 + k * 10, top + 96, x + 12 + k * 10, top + 114, [40, 40, 44]);
  }
  shrubs(p, random, left, right, bottom + 4);
  tree(p, random, random.chance(0.5) ? 40 : p.width - 40, bottom + 60, random.between(120, 160));
}

const painters = { detached, semi, row, tower: towers, stacked };

/** Pool photo `index` as JPEG bytes (800×533). */
export function paintPoolPhoto(index: number): Uint8Array {
  const painter = new Painter(photoWidth, photoHeight);
  painters[sceneKind(index)](painter, createRandom(`photo/${index}`));
  return painter.jpeg();
}
