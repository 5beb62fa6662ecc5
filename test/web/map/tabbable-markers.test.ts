import { describe, expect, it } from 'vitest';
import type { Marker } from '@shared/search/types';
import { pinLabel, tabbableMarkers } from '../../../web/src/features/home-search/tabbable-markers';

/** A map of 800 × 600 px whose locations are their pixels (lon = x, lat = y), for exact boxes. */
const size = { width: 800, height: 600 };
const project = ({ lat, lon }: Marker['location']) => ({ x: lon, y: lat });

const pin = (mid: string, x: number, y: number, price: number | null = 1_070_000): Marker => ({
  mid,
  type: 'marker',
  kind: 'active',
  count: 1,
  price,
  location: { lat: y, lon: x },
});
const cluster = (mid: string, x: number, y: number, count: number): Marker => ({
  mid,
  type: 'cluster',
  kind: 'normal',
  count,
  location: { lat: y, lon: x },
});

describe('the markers Tab reaches on the search map (QA 39 M8)', () => {
  it('leaves out those under the cookie banner, which covers the bottom of the map (QA 48c M4)', () => {
    const markers = [pin('above it', 400, 300), pin('under it', 400, 560), pin('beside it', 700, 560)];
    // The banner's box in the map's pixels: across the bottom, short of the right edge.
    const banner = { left: 16, top: 480, right: 640, bottom: 600 };

    expect([...tabbableMarkers(markers, project, size, [banner])].sort()).toEqual(['above it', 'beside it']);
    expect([...tabbableMarkers(markers, project, size)].sort()).toEqual(['above it', 'beside it', 'under it']);
  });

  it('takes those whose whole box is inside the map, and none drawn past its edges', () => {
    // Arrange: a pin stands on its point (about 66 × 30 px for '$1.07M'); a cluster of 17 is a
    // 42 px circle centred on its point.
    const markers = [
      pin('middle', 400, 300),
      pin('under the bar', 400, 20), // its top is 10 px above the map
      pin('past the left edge', 10, 300),
      pin('on the bottom edge', 400, 600),
      cluster('cluster inside', 100, 100, 17),
      cluster('cluster off the left', -32, 300, 17),
      cluster('cluster cut by the right edge', 790, 300, 17),
      cluster('cluster in the bottom corner', 779, 579, 17),
    ];

    // Act
    const tabbable = tabbableMarkers(markers, project, size);

    // Assert
    expect([...tabbable].sort()).toEqual([
      'cluster in the bottom corner',
      'cluster inside',
      'middle',
      'on the bottom edge',
    ]);
  });

  it("sizes a visitor's masked pin ('****') by what it shows", () => {
    const tabbable = tabbableMarkers([pin('masked', 22, 300, null), pin('priced', 22, 300)], project, size);

    // '****' is 50 px wide: 25 px either side of x = 22 crosses the edge; so does '$1.07M'.
    expect([...tabbable]).toEqual([]);
    expect([...tabbableMarkers([pin('masked', 26, 300, null)], project, size)]).toEqual(['masked']);
  });
});

describe("a pin's name for a screen reader (QA 45c)", () => {
  it('says whether the listing is on the market or closed, and its price', () => {
    expect(pinLabel(pin('a', 0, 0))).toBe('Listing at $1.07M');
    expect(pinLabel({ ...pin('b', 0, 0, 835_000), kind: 'sold' })).toBe('Sold or leased listing at $835K');
  });

  it("says a visitor's withheld price is shown once they sign in, never the four stars", () => {
    expect(pinLabel({ ...pin('c', 0, 0, null), kind: 'sold' })).toBe(
      'Sold or leased listing, price shown once you sign in',
    );
  });
});
