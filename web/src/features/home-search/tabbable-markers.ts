import { hiddenPrice } from '@shared/search/listing-labels';
import { clusterSize } from '@shared/search/map-markers';
import { shortenPrice } from '@shared/search/price-format';
import type { Marker } from '@shared/search/types';

/** What a listing's pin shows: its shortened price, or '****' where a visitor may not see it. */
export function pinPrice(marker: Pick<Marker, 'price'>): string {
  return marker.price === null || marker.price === undefined ? hiddenPrice : shortenPrice(marker.price);
}

/**
 * What a screen reader says of a single listing's pin: whether it is on the market or closed,
 * and its price, or that a visitor's is withheld (QA 45c: "Listing at star star star star").
 */
export function pinLabel(marker: Pick<Marker, 'price' | 'kind'>): string {
  const what = marker.kind === 'sold' ? 'Sold or leased listing' : 'Listing';
  const price = pinPrice(marker);
  return price === hiddenPrice ? `${what}, price shown once you sign in` : `${what} at ${price}`;
}

/**
 * A price pin's size in pixels (map-marker.module.css: 12 px bold text, 7 px padding and a 2 px
 * border a side, a 16 px line, 2 px padding and a 2 px border above and below, and a 6 px tip),
 * a little generous: the text's width is taken at 8 px a character.
 */
const pinHeight = 30;
const pinWidth = (price: string) => price.length * 8 + 18;

/** A marker's box around its point: a cluster's circle is centred on it, a pin stands on it. */
function boxOf(marker: Marker, { x, y }: { x: number; y: number }) {
  if (marker.type === 'cluster') {
    const half = clusterSize(marker.count) / 2;
    return { left: x - half, right: x + half, top: y - half, bottom: y + half };
  }
  const half = pinWidth(pinPrice(marker)) / 2;
  return { left: x - half, right: x + half, top: y - pinHeight, bottom: y };
}

/** A box in the map's pixels. */
export interface MapBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: MapBox, b: MapBox) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The markers the keyboard may reach (QA 39 M8): those whose whole box is inside the map's
 * box and under nothing drawn over the map (`covered`: the cookie banner, QA 48c M4). The
 * others are cut off by the map's edges (under the filter bar, past its sides) or hidden: a Tab
 * that landed there would leave the focus where nobody sees it.
 * `project`: a location's pixel in the map's box; `size`: the box's width and height.
 */
export function tabbableMarkers(
  markers: readonly Marker[],
  project: (location: Marker['location']) => { x: number; y: number },
  size: { width: number; height: number },
  covered: readonly MapBox[] = [],
): Set<string> {
  const inView = new Set<string>();
  for (const marker of markers) {
    const box = boxOf(marker, project(marker.location));
    const inside = box.left >= 0 && box.top >= 0 && box.right <= size.width && box.bottom <= size.height;
    if (inside && !covered.some((over) => overlaps(box, over))) inView.add(marker.mid);
  }
  return inView;
}
