import { fireEvent, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SiteFrame } from '../../web/src/ui/app-shell/site-frame';
import { useDocumentTitle } from '../../web/src/ui/use-document-title';
import { readWebConfig, setWebConfig } from '../../web/src/lib/web-config';
import { renderWithRouter } from './render';

/** The frame a visitor sees around `page` at `pathname`. */
const frame = (pathname: string, page: ReactNode) =>
  renderWithRouter(
    <SiteFrame
      productName="GTA Homes"
      brokerage={{ name: 'GTA Homes Realty', url: 'https://example.com' }}
      pathname={pathname}
      user={null}
      onSignOut={() => undefined}
    >
      {page}
    </SiteFrame>,
  );

describe("every page's frame (QA 21c)", () => {
  it('offers the keyboard a way past the header first: Skip to content, to the page itself', async () => {
    frame('/about', <p>The page</p>);

    const skip = await screen.findByRole('link', { name: 'Skip to content' });
    const focusable = document.querySelectorAll('a[href], button:not([disabled]), input, select, textarea');
    expect(focusable[0]).toBe(skip);
    const main = screen.getByRole('main');
    expect(skip.getAttribute('href')).toBe(`#${main.id}`);
    expect(main.getAttribute('tabindex')).toBe('-1');
    expect(main.textContent).toContain('The page');

    // It moves the focus without a navigation: no '#main' in the address, no history entry.
    const before = window.location.href;
    fireEvent.click(skip);
    expect(document.activeElement).toBe(main);
    expect(window.location.href).toBe(before);
  });

  it("leads past a dashboard's side nav to its content when the page has one", async () => {
    frame(
      '/dashboard/users',
      <>
        <nav aria-label="Dashboard">
          <a href="/dashboard/today">Today</a>
        </nav>
        <div id="page-content" tabIndex={-1}>
          Contacts
        </div>
      </>,
    );

    fireEvent.click(await screen.findByRole('link', { name: 'Skip to content' }));
    expect(document.activeElement?.textContent).toBe('Contacts');
  });
});

describe('the map pages fill the window and never scroll (QA 39 H1)', () => {
  it.each(['/home-search/map/sale', '/home-search/map/lease', '/home-search/map', '/neighbourhood/map'])(
    'draws no footer under the map at %s, and marks the frame as a map page',
    async (pathname) => {
      const { container } = frame(pathname, <div role="region" aria-label="Map of listings" />);

      await screen.findByRole('region', { name: 'Map of listings' });
      expect(screen.queryByRole('contentinfo')).toBeNull();
      expect(screen.queryByTestId('footer-tagline')).toBeNull();
      expect(container.querySelector('[data-map-page]')).not.toBeNull();
    },
  );

  it.each(['/about', '/home-search/gallery/sale', '/neighbourhoods', '/sold-report/annex', '/property-details'])(
    'keeps the footer on every other page: %s',
    async (pathname) => {
      const { container } = frame(pathname, <p>The page</p>);

      expect((await screen.findByTestId('footer-tagline')).textContent).toBe('Your Home. GTA Homes.');
      expect(container.querySelector('[data-map-page]')).toBeNull();
    },
  );
});

describe("the browser tab's title (QA 21c F7)", () => {
  it("names the page before the product, and gives the product's name back when the page goes", () => {
    setWebConfig({
      ...readWebConfig({
        apiUrl: '/api',
        photosUrl: '/p',
        region: 'ca-central-1',
        userPoolId: 'pool',
        userPoolClientId: 'client',
      }),
      productName: 'GTA Homes',
    });
    document.title = 'GTA Homes';
    const { rerender, unmount } = renderHook(({ title }: { title: string | undefined }) => useDocumentTitle(title), {
      initialProps: { title: '138 Castan Ave, Markham' as string | undefined },
    });
    expect(document.title).toBe('138 Castan Ave, Markham · GTA Homes');
    rerender({ title: undefined });
    expect(document.title).toBe('GTA Homes');
    rerender({ title: 'Annex Sold Report, October 2026' });
    expect(document.title).toBe('Annex Sold Report, October 2026 · GTA Homes');
    unmount();
    expect(document.title).toBe('GTA Homes');
  });
});
