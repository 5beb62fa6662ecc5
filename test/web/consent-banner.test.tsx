import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsentBanner } from '../../web/src/ui/app-shell/consent-banner';
import { renderWithRouter } from './render';

/*
 * The cookie banner (document 3 §2.2) is held at the bottom of the window until it is
 * answered: the page keeps the banner's room free, as measured, so that nothing the page shows
 * or moves to (a focused field, an alert that appears) stays hidden under it.
 */

/** The banner as a phone lays it out: 167 px tall, its top 660 px down an 844 px window. */
const bannerHeight = 167;
const bannerTop = 660;

function layOut() {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-consent-banner') ? bannerHeight : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const top = this.hasAttribute('data-consent-banner') ? bannerTop : Number(this.dataset.top ?? 0);
    const height = this.hasAttribute('data-consent-banner') ? bannerHeight : 40;
    return { top, bottom: top + height, height, left: 0, right: 390, width: 390, x: 0, y: top } as DOMRect;
  });
}

const space = () => document.documentElement.style.scrollPaddingBottom;

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

/** A browser's ResizeObserver: it reports each element it is given once, after the layout that follows. */
class ReportingResizeObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe(target: Element) {
    setTimeout(() => this.report([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver), 0);
  }
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  localStorage.clear();
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
  vi.stubGlobal('ResizeObserver', ReportingResizeObserver);
  layOut();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.querySelectorAll('[data-test-alert]').forEach((alert) => alert.remove());
});

describe('the cookie banner keeps its room free on the page', { timeout: 20_000 }, () => {
  it("reserves the banner's measured height while it shows, and gives it back once it is answered", async () => {
    renderWithRouter(<ConsentBanner />);
    await screen.findByRole('button', { name: 'Accept all' });

    await waitFor(() => expect(space()).toBe(`${bannerHeight}px`));

    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull());
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
    const layoutReads = vi.mocked(HTMLElement.prototype.getBoundingClientRect);
    layoutReads.mockClear();

    const list = document.createElement('ul');
    list.innerHTML = '<li>A neighbourhood</li>'.repeat(50);
    document.body.append(list);
    await new Promise((done) => setTimeout(done, 50));
    list.remove();

    expect(layoutReads).not.toHaveBeenCalled();
  });

  it('leaves an alert that appears above the banner where it is', async () => {
    const { scrolled } = await alertAppearsAt(300);
    await new Promise((done) => setTimeout(done, 50));

    expect(scrolled).not.toHaveBeenCalled();
  });
});
