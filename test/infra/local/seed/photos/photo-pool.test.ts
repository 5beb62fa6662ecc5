import { decode } from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import {
  choosePhotos,
  photoPoolSize,
  poolPhotoKey,
  sceneKind,
} from '../../../../../infra/local/seed/photos/photo-pool';
import { paintPoolPhoto, photoHeight, photoWidth } from '../../../../../infra/local/seed/photos/photo-scenes';
import { createRandom } from '../../../../../infra/local/seed/random';

// Painting and decoding JPEGs in pure JavaScript takes seconds on a busy machine.
describe('the photo pool', { timeout: 30_000 }, () => {
  it('paints each photo as an 800×533 JPEG, the same bytes every time', () => {
    const photo = paintPoolPhoto(7);
    const image = decode(photo, { useTArray: true });
    expect([image.width, image.height]).toEqual([photoWidth, photoHeight]);
    expect(paintPoolPhoto(7)).toEqual(photo);
  });

  it('paints different pictures for different numbers, not a flat colour', () => {
    const a = decode(paintPoolPhoto(3), { useTArray: true }).data;
    const b = decode(paintPoolPhoto(40), { useTArray: true }).data;
    let differing = 0;
    const colours = new Set<number>();
    for (let i = 0; i < a.length; i += 4 * 97) {
      if (Math.abs(a[i]! - b[i]!) > 30) differing++;
      colours.add((a[i]! >> 4) * 256 + (a[i + 1]! >> 4) * 16 + (a[i + 2]! >> 4));
    }
    expect(differing).toBeGreaterThan(1000);
    expect(colours.size).toBeGreaterThan(40);
  });

  it('stores photos at p/pool/{nn}.jpg and covers five kinds of home', () => {
    expect(poolPhotoKey(7)).toBe('p/pool/07.jpg');
    const kinds = new Set(Array.from({ length: photoPoolSize }, (_, i) => sceneKind(i)));
    expect([...kinds].sort()).toEqual(['detached', 'row', 'semi', 'stacked', 'tower']);
    expect(photoPoolSize).toBe(50);
  });

  it('gives a listing 1 to 12 distinct photos, its kind of home first', () => {
    const random = createRandom('photos');
    for (let i = 0; i < 500; i++) {
      const photos = choosePhotos(random, 'condo');
      expect(new Set(photos).size).toBe(photos.length);
      expect(photos.length).toBeGreaterThanOrEqual(1);
      expect(photos.length).toBeLessThanOrEqual(12);
      expect(sceneKind(Number(photos[0]!.slice(5, 7)))).toBe('tower');
    }
    expect(sceneKind(Number(choosePhotos(random, 'detatched')[0]!.slice(5, 7)))).toBe('detached');
  });

  it("shows no house, semi, townhouse or multiplex a tower's photo (QA 46a L2)", () => {
    const random = createRandom('photos');
    for (const type of ['detatched', 'semiDetatched', 'freeholdTownhouse', 'condoTownhouse', 'multi'] as const) {
      for (let i = 0; i < 200; i++) {
        const kinds = choosePhotos(random, type).map((photo) => sceneKind(Number(photo.slice(5, 7))));
        expect(kinds, type).not.toContain('tower');
      }
    }
  });
});
