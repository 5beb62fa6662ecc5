import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownValuation } from '../support/own-valuation';
import { launchBrowser } from './browser';
import { signIn } from './dashboard-pages';
import { e2eStack } from './stack';

/**
 * Issue 26 in a browser: a page paints from its HTML before any script runs (the prerendered
 * frame), the app then draws the same page over it, and the cookie banner covers neither a
 * dialog nor the phone menu nor the end of a page.
 */
const { siteUrl, demoAccounts } = e2eStack();
const account = (email: string) => demoAccounts.find((candidate) => candidate.email === email)!;
const phone = { width: 390, height: 844 };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Until the app has drawn the page over the prerendered frame (which looks the same, but is inert). */
const appDrawn = (page: Page) => page.waitForFunction(() => !document.querySelector('[data-shell]'));

/** What is on top at the middle of the last element `selector` finds, as a tap there would find it. */
function topmostAt(page: Page, selector: string) {
  return page.evaluate((target) => {
    const element = [...document.querySelectorAll(target)].at(-1);
    if (!element) return 'missing';
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    if (!top) return 'nothing';
    if (top.closest('[data-consent-banner]')) return 'the cookie banner';
    return element.contains(top) ? 'itself' : (top.tagName.toLowerCase() as string);
  }, selector);
}

describe('the prerendered pages (issue 26)', () => {
  it("paint the site's frame and the page's own frame without any script", async () => {
    const context = await browser.newContext({ viewport: phone, javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto(`${siteUrl}/neighbourhoods`);
    expect(await page.getByRole('heading', { name: 'Neighbourhood Sold Reports', level: 1 }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Cookie consent' }).isVisible()).toBe(true);
    expect(await page.getByTestId('footer-tagline').textContent()).toMatch(/^Your Home\. .+\.$/);

    await page.goto(`${siteUrl}/home-valuation/property-address`);
    expect(await page.getByRole('heading', { name: 'Get a real-time valuation of your home' }).isVisible()).toBe(true);
    await context.close();
  });

  it("paint the map search's filter bar with its map's area where the app draws them", async () => {
    const top = async (javaScriptEnabled: boolean, name: string) => {
      const context = await browser.newContext({ viewport: phone, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`${siteUrl}/home-search/map/sale`);
      const box = await page.getByRole(name === 'Map of listings' ? 'region' : 'status', { name }).boundingBox();
      const search = await page.getByPlaceholder('Address, MLS® or place').isVisible();
      await context.close();
      return { top: box?.y, search };
    };

    const before = await top(false, 'Loading the map');
    const after = await top(true, 'Map of listings');

    expect(before.search).toBe(true);
    expect(after.search).toBe(true);
    expect(before.top).toBe(after.top);
  });

  it('are replaced by the page the app draws, with no second copy of the frame left behind', async () => {
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();

    await page.goto(`${siteUrl}/neighbourhoods`);
    await page.getByRole('tabpanel').first().waitFor();
    await appDrawn(page);
    expect(await page.locator('header').count()).toBe(1);
    await context.close();
  });

  it('hide the cookie banner from the first paint once it was accepted', async () => {
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/get-started`);
    await page.getByRole('button', { name: 'Accept all' }).click();

    // The HTML alone, with what this browser remembers (its inline script runs; the app's do not).
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${siteUrl}/neighbourhoods`);
    expect(await page.locator('[data-shell]').count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Cookie consent' }).isVisible()).toBe(false);
    await context.close();
  });
});

describe("a signed-in page's code (issue 26)", () => {
  /**
   * The modulepreload links in a page's HTML, and those its scripts add before the app has drawn
   * it. Each added link is a fetch started from the main thread, all of a route's in one task:
   * the valuation summary's few dozen were a 180–300 ms task on this machine (700 ms and more on
   * Lighthouse's simulated phone). A page's own code belongs in its HTML.
   */
  async function preloadsOf(page: Page, path: string, until: () => Promise<unknown> = () => appDrawn(page)) {
    await page.addInitScript(() => {
      const added: string[] = [];
      (window as unknown as { addedPreloads: string[] }).addedPreloads = added;
      // Every link a script appends, from the first script on (the parser's own are not appended so).
      const append = Node.prototype.appendChild;
      Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
        if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') added.push(node.href);
        return append.call(this, node) as T;
      };
    });
    const response = await page.goto(`${siteUrl}${path}`);
    const html = [...(await response!.text()).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)];
    await until();
    const added = await page.evaluate(() => (window as unknown as { addedPreloads: string[] }).addedPreloads);
    const file = (href: string) => href.slice(href.lastIndexOf('/') + 1);
    return { inHtml: html.map((match) => file(match[1]!)), added: added.map(file) };
  }

  it.each([
    {
      email: 'client@example.com',
      page: 'the valuation summary',
      path: async () => `/home-valuation-summary/${await ownValuation(siteUrl, account('client@example.com'))}`,
      // The route's own module (TanStack Router's split of home-valuation-summary/$id.tsx).
      routeChunk: /^_id-/,
    },
    {
      email: 'agent@example.com',
      page: 'the contact list',
      path: async () => '/dashboard/users/agent-contacts',
      routeChunk: /^agent-contacts-/,
    },
  ])('as $email, $page has its code preloaded by its HTML', async ({ email, path, routeChunk }) => {
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    await signIn(page, siteUrl, account(email));

    const { inHtml, added } = await preloadsOf(page, await path());

    expect(inHtml.filter((file) => routeChunk.test(file))).toHaveLength(1);
    expect(added.filter((file) => inHtml.includes(file) || routeChunk.test(file))).toEqual([]);
    await context.close();
  });

  it("loads a part the page draws as it goes, the summary's share popover, without preload links", async () => {
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    await signIn(page, siteUrl, account('client@example.com'));
    const path = `/home-valuation-summary/${await ownValuation(siteUrl, account('client@example.com'))}`;
    const loaded = () =>
      page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name.split('/').at(-1)!));

    const { added } = await preloadsOf(page, path, () =>
      expect.poll(async () => (await loaded()).some((file) => file.startsWith('share-popover-'))).toBe(true),
    );
    await page.getByRole('button', { name: 'Share' }).click();

    // Its code came (and works), found by the browser through its imports, not as links.
    await page.getByLabel('Share link').waitFor();
    expect(added.filter((file) => /^(share-popover|Popover)-/.test(file))).toEqual([]);
    await context.close();
  });
});

describe('the cookie banner (issue 26)', () => {
  it('sits under the phone menu: its last links can be tapped', async () => {
    // A short phone: the menu reaches down where the banner is.
    const context = await browser.newContext({ viewport: { width: 390, height: 480 } });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/get-started`);
    await appDrawn(page);
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor();

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('link', { name: 'Privacy Policy' }).waitFor();
    // The drawer slides in: each link is polled until the slide has brought it on top.
    for (const link of ['a[href="/privacy"]', 'a[aria-label="YouTube"]']) {
      await expect.poll(() => topmostAt(page, `[role="dialog"] ${link}`), { timeout: 10_000 }).toBe('itself');
    }
    await context.close();
  });

  it('never covers the end of a page: the last button can be scrolled above it', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 600 } });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/home-valuation/property-address`);
    await appDrawn(page);
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor();

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

    // The footer's last line, at the very end of the page, is not under the banner (once scrolled there).
    await expect.poll(() => topmostAt(page, 'footer p'), { timeout: 10_000 }).toBe('itself');
    await context.close();
  });
});
