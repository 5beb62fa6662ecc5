import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFrame } from '../../web/src/ui/app-shell/site-frame';
import { renderWithRouter } from './render';

describe("every page's frame (QA 21c)", () => {
  it('offers the keyboard a way past the header first: Skip to content, to the page itself', async () => {
    renderWithRouter(
      <SiteFrame
        productName="GTA Homes"
        brokerage={{ name: 'GTA Homes Realty', url: 'https://example.com' }}
        pathname="/about"
        user={null}
        onSignOut={() => undefined}
      >
        <p>The page</p>
      </SiteFrame>,
    );

    const skip = await screen.findByRole('link', { name: 'Skip to content' });
    const focusable = document.querySelectorAll('a[href], button:not([disabled]), input, select, textarea');
    expect(focusable[0]).toBe(skip);
    const main = screen.getByRole('main');
    expect(skip.getAttribute('href')).toBe(`#${main.id}`);
    expect(main.getAttribute('tabindex')).toBe('-1');
    expect(main.textContent).toContain('The page');
  });
});
