import { decode, encode } from 'jpeg-js';
import { annualReportImageKeys, maxReportPhotos } from '@shared/pdf/annual-report/context';
import type { AnnualReport } from '@shared/annual-report/types';
import { paintPoolPhoto } from '../../../infra/local/seed/photos/photo-scenes';
import { defaultImages } from './inter-fonts';

/** A JPEG scaled down to `width` (box filter), re-encoded: what a browser would fetch at print size. */
export function downsizedJpeg(bytes: Uint8Array, width: number, quality: number): Uint8Array {
  const source = decode(bytes, { useTArray: true });
  const scale = source.width / width;
  const height = Math.round(source.height / scale);
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let n = 0;
      for (let sy = Math.floor(y * scale); sy < Math.min(source.height, Math.floor((y + 1) * scale)); sy++) {
        for (let sx = Math.floor(x * scale); sx < Math.min(source.width, Math.floor((x + 1) * scale)); sx++) {
          const i = (sy * source.width + sx) * 4;
          r += source.data[i]!;
          g += source.data[i + 1]!;
          b += source.data[i + 2]!;
          n++;
        }
      }
      const o = (y * width + x) * 4;
      data[o] = r / n;
      data[o + 1] = g / n;
      data[o + 2] = b / n;
      data[o + 3] = 255;
    }
  }
  return new Uint8Array(encode({ data, width, height }, quality).data);
}

const poolIndex = (path: string | undefined) => Number(/pool\/(\d+)\.jpg$/.exec(path ?? '')?.[1] ?? 0);
const cache = new Map<string, Uint8Array>();
const pooled = (index: number, width: number, quality: number) => {
  const key = `${index}/${width}/${quality}`;
  let bytes = cache.get(key);
  if (!bytes) {
    bytes = downsizedJpeg(paintPoolPhoto(index), width, quality);
    cache.set(key, bytes);
  }
  return bytes;
};

/**
 * The images a browser would hand the renderer for `report`: the default headshot and logo,
 * the home's photos at 512 px and the listings' first photos at 200 px, painted by the seed's
 * photo painter.
 */
export function annualReportImages(report: AnnualReport): Record<string, Uint8Array> {
  const images: Record<string, Uint8Array> = { ...defaultImages() };
  (report.propertyDetails?.photos ?? []).slice(0, maxReportPhotos).forEach((path, i) => {
    images[annualReportImageKeys.photo(i)] = pooled(poolIndex(path), 512, 55);
  });
  for (const p of [...report.similarSolds, ...report.similarActives]) {
    images[annualReportImageKeys.listing(p.mls)] = pooled(poolIndex(p.photo), 200, 55);
  }
  return images;
}
