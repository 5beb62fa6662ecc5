import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsentBanner } from '../../web/src/ui/app-shell/consent-banner';
import { renderWithRouter } from './render';

/*
 * The cookie banner (document 3 §2.2) is held at the bottom of the window until it is
 * answered: the page keeps the banner's room free, as measured, so that nothing the page shows
 * or moves to (a focused field, an alert that appears) stays hidden under it. It measures where
 * the browser has laid the page out already, never forcing a layout of its own (a phone's first
 * load of a long page paid for each).
 */

/** The banner as a phone lays it out: 167 px tall (75 px once turned sideways), its top 660 px down an 844 px window. */
let bannerHeight = 167;
const bannerTop = 660;
/** Each read of an element's height (a forced layout, in a browser). */
const heightReads = vi.fn();

function layOut() {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    heightReads();
    return this.hasAttribute('data-consent-banner') ? bannerHeight : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const top = this.hasAttribute('data-consent-banner') ? bannerTop : Number(this.dataset.top ?? 0);
    const height = this.hasAttribute('data-consent-banner') ? bannerHeight : 40;
    return { top, bottom: top + height, height, left: 0, right: 390, width: 390, x: 0, y: top } as DOMRect;
  });
}

const space = () => document.documentElement.style.scrollPaddingBottom;

/**
 * A browser's ResizeObserver: each element it is given is reported after the layout that
 * follows (`laidOut`), and again whenever the element is resized (`resized`); nothing after
 * `disconnect`. Until the test lays the page out, nothing is reported.
 */
const observers = new Set<BrowserResizeObserver>();
let layoutDone = true;
class BrowserResizeObserver {
  private readonly targets = new Set<Element>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  constructor(private readonly report: ResizeObserverCallback) {
    observers.add(this);
  }
  observe(target: Element) {
    this.targets.add(target);
    if (layoutDone) this.schedule();
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    clearTimeout(this.timer);
    observers.delete(this);
  }
  schedule() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (this.targets.size === 0) return;
      const entries = [...this.targets].map((target) => ({ target }) as ResizeObserverEntry);
      this.report(entries, this as unknown as ResizeObserver);
    }, 0);
  }
}
/** The browser lays the page out, or the banner changes size: every observer reports. */
const resized = () => observers.forEach((observer) => observer.schedule());
const laidOut = resized;

/** The banner shows; then an alert appears `top` px down the window. */
async function alertAppearsAt(top: number) {
  const scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled;
  renderWithRouter(<ConsentBanner />);
  await screen.findByRole('button', { name: 'Accept all' });
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  alert.setAttribute('data-test-alert', '');
  alert.dataset.top = String(top);
  document.body.append(alert);
  return { alert, scrolled };
}

beforeEach(() => {
  localStorage.clear();
  bannerHeight = 167;
  layoutDone = true;
  heightReads.mockClear();
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
  vi.stubGlobal('ResizeObserver', BrowserResizeObserver);
  layOut();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.querySelectorAll('[data-test-alert]').forEach((alert) => alert.remove());
});

describe('the cookie banner keeps its room free on the page', { timeout: 20_000 }, () => {
  it('reads its height once the browser has laid the page out, never before', async () => {
    layoutDone = false;
    renderWithRouter(<ConsentBanner />);
    await screen.findByRole('button', { name: 'Accept all' });
    await new Promise((done) => setTimeout(done, 20));

    expect(heightReads).not.toHaveBeenCalled();

    laidOut();

    await waitFor(() => expect(space()).toBe(`${bannerHeight}px`));
  });

  it("follows the banner's height (a phone turned, its text wrapping), and gives the room back once it is answered", async () => {
    renderWithRouter(<ConsentBanner />);
    await screen.findByRole('button', { name: 'Accept all' });
    await waitFor(() => expect(space()).toBe('167px'));

    bannerHeight = 75;
    resized();
    await waitFor(() => expect(space()).toBe('75px'));

    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull());
    expect(space()).toBe('');
    bannerHeight = 120;
    resized();
    await new Promise((done) => setTimeout(done, 20));
    expect(space()).toBe('');
  });

  it('brings an alert that appears under the banner into view above it', async () => {
    const { alert, scrolled } = await alertAppearsAt(700);

    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled.mock.contexts[0]).toBe(alert);
    expect(scrolled.mock.calls[0]).toEqual([{ block: 'nearest' }]);
  });

  it('reads no layout for a change of the page that adds no alert (each read would lay the page out again)', async () => {
    renderWithRouter(<ConsentBanner />);
    await screen.findByRole('button', { name: 'Accept all' });
    await waitFor(() => expect(space()).toBe(`${bannerHeight}px`));
    const boxReads = vi.mocked(HTMLElement.prototype.getBoundingClientRect);
    boxReads.mockClear();
    heightReads.mockClear();
    const styleReads = vi.spyOn(window, 'getComputedStyle');

    const list = document.createElement('ul');
    list.innerHTML = '<li>A neighbourhood</li>'.repeat(50);
    document.body.append(list);
    await new Promise((done) => setTimeout(done, 50));
    list.remove();

    expect(boxReads).not.toHaveBeenCalled();
    expect(heightReads).not.toHaveBeenCalled();
    expect(styleReads).not.toHaveBeenCalled();
  });

  it('leaves an alert that appears above the banner where it is', async () => {
    const { scrolled } = await alertAppearsAt(300);
    await new Promise((done) => setTimeout(done, 50));

    expect(scrolled).not.toHaveBeenCalled();
  });
});
