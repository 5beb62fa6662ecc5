import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearNewPasswordChallenge } from '../../web/src/features/auth/pending-challenge';
import { dismissToast } from '../../web/src/ui/toast';

// The machines these run on are shared and often busy: findBy and waitFor wait up to 10 s (not
// 1 s) for what should show, so a slow render is not taken for a missing one. What shows comes
// at once; only a failing test waits the whole bound.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks what Mantine and the router touch: media queries, resize observers, scrolling.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= vi.fn();

// What a page load keeps in memory goes too: the web project's files share their modules.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  dismissToast();
  clearNewPasswordChallenge();
});
