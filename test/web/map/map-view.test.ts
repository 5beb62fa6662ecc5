import { describe, expect, it } from 'vitest';
import { boundsAt, viewOfBounds } from '../../../web/src/features/home-search/map-view';

const centre = { latitude: 43.707, longitude: -79.376 };

describe("the map view a search's link carries", () => {
  it('keeps the zoom a view fitted to its own corners comes back at, a hair under the whole level (QA 55b M2)', () => {
    const bounds = boundsAt(centre, 13, 390, 700);
    expect(viewOfBounds(bounds, 13).zoom).toBe(13);
    // maplibre's fit to the link's corners gave 12.999, which the floor read as 12.
    expect(viewOfBounds(bounds, 12.999).zoom).toBe(13);
    expect(viewOfBounds(bounds, 12.5).zoom).toBe(12);
    expect(viewOfBounds(bounds, 12.98).zoom).toBe(12);
  });

  it('writes whole zooms between 0 and 22', () => {
    const bounds = boundsAt(centre, 11, 1280, 800);
    expect(viewOfBounds(bounds, -1).zoom).toBe(0);
    expect(viewOfBounds(bounds, 23.5).zoom).toBe(22);
  });
});
