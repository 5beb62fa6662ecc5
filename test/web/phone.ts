import { vi, type MockInstance } from 'vitest';
import { mediaQueries } from '../../web/src/ui/breakpoints';

/**
 * A phone for the rest of the test: the `belowSm` query matches, as the browser answers at
 * 390 px, and the others as jsdom's wide window does. A spy, so the web projects undo it before
 * the next test (vitest.config.ts); `mockRestore()` ends it sooner.
 */
export function onAPhone(): MockInstance<typeof window.matchMedia> {
  const wide = window.matchMedia.bind(window);
  return vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query) => ({ ...wide(query), matches: query === mediaQueries.belowSm }));
}
