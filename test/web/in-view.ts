/**
 * jsdom has no IntersectionObserver. `inViewObserver` sees every element at once, so parts
 * drawn as the reader comes near them (web/src/ui/use-near-viewport.ts) are drawn at once;
 * `neverSeenObserver` never sees one, so they stay placeholders.
 */
export const inViewObserver = class {
  constructor(private readonly seen: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.seen([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
} as unknown as typeof IntersectionObserver;

export const neverSeenObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
} as unknown as typeof IntersectionObserver;
