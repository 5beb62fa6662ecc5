import { onTestFinished, vi, type MockInstance } from 'vitest';
import { mediaQueries } from '../../web/src/ui/breakpoints';

/**
 * A phone until the test ends: the `belowSm` query matches, as the browser answers at 390 px,
 * and the others as jsdom's wide window does. Undone when the test finishes, in every project
 * (the isolated ones restore no spy between tests); `mockRestore()` ends it sooner.
 */
export function onAPhone(): MockInstance<typeof window.matchMedia> {
  const wide = window.matchMedia.bind(window);
  const phone = vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query) => ({ ...wide(query), matches: query === mediaQueries.belowSm }));
  onTestFinished(() => phone.mockRestore());
  return phone;
}
