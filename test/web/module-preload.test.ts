import { describe, expect, it } from 'vitest';
import { drawnWithThePage, lazyImportPreloads, unmatchedNames } from '../../web/module-preload';

const deps = ['assets/Popover-C-IRCuG5.js', 'assets/use-id-WIoWuT_W.js'];

describe('the preloads of a lazy import (web/module-preload.ts)', () => {
  it('keeps them where a tap waits: a route, a menu, a dialog, the map', () => {
    for (const file of ['assets/_id-CCRJBh2e.js', 'assets/mobile-menu-w6njudGO.js', 'assets/search-map-Ab-d_123.js'])
      expect(lazyImportPreloads(file, deps)).toEqual(deps);
  });

  it('drops them for a part drawn with its page, whatever its hash holds', () => {
    expect(lazyImportPreloads('assets/share-popover-B40bKEk6.js', deps)).toEqual([]);
    expect(lazyImportPreloads('assets/mini-map-CW1L-MUm.js', deps)).toEqual([]);
    expect(lazyImportPreloads('assets/sold-properties-overlay-BN5_vttT.js', deps)).toEqual([]);
  });

  it('does not take a longer name ending in a listed one for it', () => {
    expect(lazyImportPreloads('assets/not-mini-map-CW1LkMUm.js', deps)).toEqual(deps);
  });

  it('names the listed parts a build has no chunk for', () => {
    const files = drawnWithThePage.map((name) => `assets/${name}-abcdEFGH.js`);
    expect(unmatchedNames(files)).toEqual([]);
    expect(unmatchedNames(files.filter((file) => !file.includes('mini-map')))).toEqual(['mini-map']);
  });
});
