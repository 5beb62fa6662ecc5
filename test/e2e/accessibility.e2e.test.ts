import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, currentMonth, toApiTime } from '@shared/months';
import type { PropertiesAnswer } from '@shared/search/types';
import type { NeighbourhoodListAnswer, NeighbourhoodSalesAnswer } from '@shared/sold-report/types';
import { axeViolations, blockingImpacts, describeViolations, type AxeExclusion, type AxeViolation } from './axe';
import { launchBrowser } from './browser';
import { signIn } from './dashboard-pages';
import { focusRingProblems } from './focus-ring';
import { reflowProblems, withDefaultFontSize } from './reflow';
import { e2eStack } from './stack';

/**
 * WCAG 2.2 AA in a browser (issue 12): axe-core on every route at 1280 and 390 px and its reflow
 * at 320 px (nothing cut off, no sideways scroll), there also with the browser's text at 125%,
 * as a visitor and, where the page needs or
 * changes with it, signed in; then Tab through key pages and check that every stop shows a focus
 * ring. One browser, one visitor and one signed-in context.
 */
const { siteUrl, demoAccounts } = e2eStack();
const client = demoAccounts.find((account) => account.email === 'client@example.com')!;
const agent = demoAccounts.find((account) => account.email === 'agent@example.com')!;
const admin = demoAccounts.find((account) => account.role === 'admin')!;
const wholeArea = 'topLeft=43.94,-79.73&bottomRight=43.48,-79.02';
const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };
const widths = [desktop, phone];
/** The width content must reflow to (WCAG 1.4.10): the narrowest phones'. */
const narrowest = { width: 320, height: 740 };
/** A reader's larger text (the browser's default font size, 125% of 16 px), on that phone. */
const largerText = 20;
/** Larger still (150%): checked on the pages every visitor sees first. */
const largestText = 24;

/**
 * Findings accepted for one rule on one selector, each with its reason. At most five (issue
 * 12), and none is needed today: every finding of the first run was fixed instead.
 */
const exclusions: readonly AxeExclusion[] = [];

let browser: Browser;
let visitor: BrowserContext;
let signedIn: BrowserContext;
let signedInAdmin: BrowserContext;
let signedInAgent: BrowserContext;
/** `id/type`: the busiest neighbourhood's report on its busiest type. */
let busiest: string;
let busiestName: string;
let mls: string;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${siteUrl}/api${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The neighbourhood and type with the most sales last month (the dearest among equals), so that
 * its report, opened on that type, has charts, rows and figures in its tiles to reflow.
 */
async function busiestNeighbourhood(): Promise<{ id: string; name: string; type: string }> {
  const lastMonth = addMonths(currentMonth(new Date()), -1);
  const [{ neighbourhoods }, sales] = await Promise.all([
    api<NeighbourhoodListAnswer>('/neighbourhoods'),
    api<NeighbourhoodSalesAnswer>(`/soldreports/neighbourhoods?time=${toApiTime(lastMonth)}`),
  ]);
  // A visitor's count of 1 or 2 is withheld (null): it counts as none here.
  const cells = neighbourhoods.flatMap((neighbourhood) =>
    Object.entries(sales.neighbourhoods[neighbourhood.id] ?? {}).map(([type, byType]) => ({
      ...neighbourhood,
      type,
      sold: byType?.soldNumber ?? 0,
      price: byType?.averagePrice ?? 0,
    })),
  );
  const best = cells.sort((a, b) => b.sold - a.sold || b.price - a.price)[0]!;
  return { id: best.id, name: best.name, type: best.type };
}

interface RouteCheck {
  name: string;
  path: () => string;
  /** What shows that the page has drawn its content (beyond its heading). */
  ready?: (page: Page) => Promise<unknown>;
  /** Run before opening the page: the state the page needs. */
  before?: (page: Page) => Promise<unknown>;
}

const heading = (page: Page) => page.locator('h1').first().waitFor({ state: 'attached' });
const mapDrawn = (page: Page) => page.locator('canvas.maplibregl-canvas').waitFor();
const searchMapDrawn = async (page: Page) => {
  await mapDrawn(page);
  await page
    .getByTestId('map-count')
    .filter({ hasText: /\d+ listings/ })
    .waitFor({ timeout: 30_000 });
};
const galleryDrawn = (page: Page) => page.getByTestId('property-card').first().waitFor({ timeout: 30_000 });
/** The charts draw as the reader scrolls to them (issue 26): scrolled to, then drawn. */
const chartsDrawn = async (page: Page) => {
  await page.locator('#trends-title').scrollIntoViewIfNeeded({ timeout: 30_000 });
  await page.locator('figure .recharts-surface').first().waitFor({ timeout: 30_000 });
};
/** The e-mail the verification pages ask a code for (the key of web/src/features/auth/remembered-email.ts). */
const rememberEmail = (page: Page) =>
  page.evaluate(() => localStorage.setItem('gtaHomes.email', 'grace.kim@example.com'));

const visitorRoutes: RouteCheck[] = [
  { name: 'landing page', path: () => '/get-started' },
  { name: 'about', path: () => '/about' },
  { name: 'privacy policy', path: () => '/privacy' },
  {
    name: 'neighbourhood index',
    path: () => '/neighbourhoods',
    // The visitor's sign-in overlay arrives with its own code; its title names it a moment
    // after it mounts (Mantine links the title in an effect), which a loaded machine can show.
    ready: (page) => page.getByRole('dialog', { name: 'Sign in to see the sold properties' }).waitFor(),
  },
  { name: 'neighbourhood map', path: () => '/neighbourhood/map', ready: mapDrawn },
  { name: 'sold report', path: () => `/sold-report/${busiest}`, ready: chartsDrawn },
  { name: 'sold report of no such neighbourhood', path: () => '/sold-report/no-such-neighbourhood' },
  { name: 'home search map, for sale', path: () => '/home-search/map/sale', ready: searchMapDrawn },
  { name: 'home search map, for lease', path: () => '/home-search/map/lease', ready: searchMapDrawn },
  { name: 'home search gallery, for sale', path: () => '/home-search/gallery/sale', ready: galleryDrawn },
  { name: 'home search gallery, for lease', path: () => '/home-search/gallery/lease', ready: galleryDrawn },
  { name: 'property details', path: () => `/property-details/?=${mls}` },
  { name: 'property photos', path: () => `/property/${mls}` },
  { name: "an agent's page", path: () => `/agent-details?id=${agent.sub}` },
  { name: 'sign-in', path: () => '/sign-in' },
  { name: 'sign-up', path: () => '/sign-up' },
  { name: 'sign-up verification', path: () => '/sign-up-verification', before: rememberEmail },
  { name: 'waitlist', path: () => '/sign-up-waitlist' },
  { name: 'waitlist thanks', path: () => '/sign-up-waitlist-validation' },
  { name: 'reset password', path: () => '/reset-password' },
  { name: 'reset password code', path: () => '/reset-password-verification', before: rememberEmail },
  { name: 'home valuation (coming soon)', path: () => '/home-valuation/property-address' },
  { name: 'unsubscribe', path: () => '/unsubscribe?uid=not-a-token' },
  { name: 'not found', path: () => '/no-such-page' },
];

const signedInRoutes: RouteCheck[] = [
  { name: 'account page', path: () => '/profile', ready: (page) => page.getByTestId('profile-full-name').waitFor() },
  { name: 'my agent', path: () => '/my-agent' },
  { name: "the client's agent", path: () => '/agent-details' },
  { name: 'neighbourhood index with follow stars', path: () => '/neighbourhoods' },
  { name: 'sold report with its sales', path: () => `/sold-report/${busiest}`, ready: chartsDrawn },
  { name: 'property details with the history', path: () => `/property-details/?=${mls}` },
  { name: 'home search gallery with prices', path: () => '/home-search/gallery/sale', ready: galleryDrawn },
];

/** The dashboard (document 2), as the admin and as an agent: its first role decides its pages. */
const userRowsDrawn = (page: Page) => page.getByTestId('user-row').first().waitFor({ timeout: 30_000 });
const dashboardHeading = (title: string) => (page: Page) =>
  page.getByRole('heading', { name: title, exact: true }).waitFor();

const adminRoutes: RouteCheck[] = [
  { name: 'platform analytics', path: () => '/dashboard', ready: dashboardHeading('Platform Analytics') },
  { name: 'users', path: () => '/dashboard/users', ready: userRowsDrawn },
  {
    name: 'users, agents by first name',
    path: () =>
      `/dashboard/users/${Buffer.from(JSON.stringify({ roles: ['agent'], sort: 'firstName' })).toString('base64url')}`,
    ready: userRowsDrawn,
  },
  {
    name: "a contact's page",
    path: () => `/dashboard/users/profile/${client.sub}`,
    ready: dashboardHeading(client.name),
  },
  { name: "an agent's page", path: () => `/dashboard/users/agent/${agent.sub}`, ready: dashboardHeading(agent.name) },
  { name: 'dashboard not found', path: () => '/dashboard/no-such-page' },
];

const agentRoutes: RouteCheck[] = [
  // Issue 29: the agent's home, once its list (or its empty text) is drawn.
  {
    name: 'today',
    path: () => '/dashboard/today',
    ready: (page) =>
      page
        .getByText(/contacts?( with|:| to call)|Nothing due today/)
        .first()
        .waitFor(),
  },
  { name: 'email analytics', path: () => '/dashboard/email-analytics', ready: dashboardHeading('Email Analytics') },
  { name: 'contacts', path: () => '/dashboard/users/agent-contacts', ready: userRowsDrawn },
  { name: 'contact valuations', path: () => '/dashboard/valuations' },
  { name: 'my profile', path: () => '/dashboard/my-profile' },
];

/** Every route's serious and critical findings, and the others (reported, not failed on). */
const summary: string[] = [];

/**
 * Opens the route at 1280 px and runs axe, then narrows the window to 390 px (the page lays
 * itself out again, as on a turned tablet) and runs it again: the blocking findings of both.
 */
async function checkRoute(page: Page, route: RouteCheck, who: string): Promise<string[]> {
  const failures: string[] = [];
  await page.setViewportSize(desktop);
  if (route.before) {
    await page.goto(`${siteUrl}/about`);
    await route.before(page);
  }
  await page.goto(`${siteUrl}${route.path()}`);
  await heading(page);
  await route.ready?.(page);
  for (const size of widths) {
    await page.setViewportSize(size);
    await page.waitForLoadState('networkidle');
    // Two frames: the layout and what React renders for the new width (media-query hooks).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const violations = await axeViolations(page, exclusions);
    const blocking = violations.filter((violation) => blockingImpacts.includes(violation.impact ?? 'minor'));
    const nodes = (list: AxeViolation[]) => list.reduce((sum, violation) => sum + violation.targets.length, 0);
    summary.push(
      `${who} ${route.name} @${size.width}: ${nodes(blocking)} serious/critical, ${nodes(violations) - nodes(blocking)} other`,
    );
    if (blocking.length) failures.push(describeViolations(`${route.name} at ${size.width} px`, blocking));
  }
  // A keyboard widget (recharts' charts are role=application) needs a name axe does not ask for.
  const unnamed = await page.locator('[role=application]:not([aria-label]):not([aria-labelledby])').count();
  if (unnamed) failures.push(`${route.name} has ${unnamed} unnamed role=application element(s)`);
  // Reflow (WCAG 1.4.10): the narrowest phone's width, with nothing cut off or scrolling sideways.
  await page.setViewportSize(narrowest);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const cut = await reflowProblems(page);
  summary.push(`${who} ${route.name} @${narrowest.width}: ${cut.length} reflow problem(s)`);
  if (cut.length) failures.push(`${route.name} at ${narrowest.width} px does not reflow:\n${cut.join('\n')}`);
  const cutWithLargerText = await withDefaultFontSize(page, largerText, () => reflowProblems(page));
  summary.push(`${who} ${route.name} @${narrowest.width}, text 125%: ${cutWithLargerText.length} reflow problem(s)`);
  if (cutWithLargerText.length) {
    failures.push(
      `${route.name} at ${narrowest.width} px with the text at 125% does not reflow:\n${cutWithLargerText.join('\n')}`,
    );
  }
  return failures;
}

beforeAll(async () => {
  browser = await launchBrowser();
  let neighbourhood: { id: string; name: string; type: string };
  [neighbourhood, mls] = await Promise.all([
    busiestNeighbourhood(),
    api<PropertiesAnswer>(`/properties?${wholeArea}&saleType=Sale&size=1`).then(({ hits }) => hits[0]!.mls),
  ]);
  busiest = `${neighbourhood.id}/${neighbourhood.type}`;
  busiestName = neighbourhood.name;
  visitor = await browser.newContext({ viewport: desktop });
  const signedInAs = async (account: { email: string; password: string }) => {
    const context = await browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    await signIn(page, siteUrl, account);
    await page.close();
    return context;
  };
  [signedIn, signedInAdmin, signedInAgent] = await Promise.all([
    signedInAs(client),
    signedInAs(admin),
    signedInAs(agent),
  ]);
});

afterAll(async () => {
  if (summary.length) console.info(`axe, per route and width:\n${summary.join('\n')}`);
  await browser?.close();
});

describe('axe on every route (WCAG 2.2 AA)', () => {
  it('keeps to at most five accepted findings', () => {
    expect(exclusions.length).toBeLessThanOrEqual(5);
  });

  for (const [who, routes, context] of [
    ['a visitor', visitorRoutes, () => visitor],
    ['a signed-in client', signedInRoutes, () => signedIn],
    ['the admin', adminRoutes, () => signedInAdmin],
    ['an agent', agentRoutes, () => signedInAgent],
  ] as const) {
    describe(who, () => {
      let page: Page;
      beforeAll(async () => {
        page = await context().newPage();
      });
      afterAll(async () => {
        await page?.close();
      });

      for (const route of routes) {
        it(`finds no serious or critical violation on the ${route.name}, at 1280 and 390 px, and it reflows at 320 px, with larger text too`, async () => {
          const failures = await checkRoute(page, route, who);
          expect(failures, failures.join('\n\n')).toEqual([]);
        });
      }
    });
  }
});

describe('text at 150% on the narrowest phone', () => {
  /** The reflow problems of each page at 320 px with the text at 150%, one line each. */
  async function at150(context: BrowserContext, paths: string[]): Promise<string[]> {
    const page = await context.newPage();
    try {
      await page.setViewportSize(narrowest);
      const problems: string[] = [];
      for (const path of paths) {
        await page.goto(`${siteUrl}${path}`);
        await page.waitForLoadState('networkidle');
        const found = await withDefaultFontSize(page, largestText, () => reflowProblems(page));
        problems.push(...found.map((problem) => `${path}: ${problem}`));
      }
      return problems;
    } finally {
      await page.close();
    }
  }

  // Every page was 341 px wide at 320: the footer's two link columns did not fit.
  it('reflows the landing page, the map search, About and a listing, their footer too', async () => {
    const problems = await at150(visitor, ['/get-started', '/', '/about', `/property/${mls}`]);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  // The profile's name ran past its card, a contact card's follow-up date past its own.
  it("reflows a client's account and an agent's contacts, Today and valuations", async () => {
    const problems = [
      ...(await at150(signedIn, ['/profile', '/agent-details', '/home-valuation/property-valuation'])),
      ...(await at150(signedInAgent, ['/dashboard/users/agent-contacts', '/dashboard/today', '/dashboard/valuations'])),
    ];
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

/** Runs axe on the page as it is now (a dialog or menu open): the blocking findings. */
async function checkState(page: Page, name: string): Promise<string[]> {
  const violations = await axeViolations(page, exclusions);
  const blocking = violations.filter((violation) => blockingImpacts.includes(violation.impact ?? 'minor'));
  summary.push(`a visitor ${name} @${page.viewportSize()?.width}: ${blocking.length} serious/critical rule(s)`);
  return blocking.length ? [describeViolations(name, blocking)] : [];
}

describe('axe on what opens over a page', () => {
  let page: Page;
  beforeAll(async () => {
    page = await visitor.newPage();
  });
  afterAll(async () => {
    await page?.close();
  });

  it("finds none on the neighbourhood map's search results and a neighbourhood's dialog", async () => {
    await page.setViewportSize(desktop);
    await page.goto(`${siteUrl}/neighbourhood/map`);
    await mapDrawn(page);
    await page.getByRole('combobox', { name: 'Search neighbourhoods' }).fill(busiestName);
    await page
      .getByRole('option', { name: new RegExp(busiestName) })
      .first()
      .waitFor();
    const failures = await checkState(page, 'neighbourhood search results');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    failures.push(...(await checkState(page, "a neighbourhood's dialog")));

    expect(failures, failures.join('\n\n')).toEqual([]);
  });

  it("finds none in a phone's navigation menu and the search filters", async () => {
    await page.setViewportSize(phone);
    await page.goto(`${siteUrl}/home-search/gallery/sale`);
    await galleryDrawn(page);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('dialog').waitFor();
    const failures = await checkState(page, 'navigation menu');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('dialog').waitFor();
    failures.push(...(await checkState(page, 'search filters')));

    expect(failures, failures.join('\n\n')).toEqual([]);
  });

  it("finds none in the sold report's month picker", async () => {
    await page.setViewportSize(desktop);
    await page.goto(`${siteUrl}/sold-report/${busiest}`);
    await page.getByRole('button', { name: /^Report month/ }).click();
    await page.getByRole('group', { name: /^Months of / }).waitFor();

    const failures = await checkState(page, 'month picker');

    expect(failures, failures.join('\n\n')).toEqual([]);
  });
});

describe('the header on a laptop', () => {
  /** Where the nav's last link ends and the profile button begins, and whether the name shows. */
  const headerRoom = (page: Page) =>
    page.evaluate(`(() => {
      const links = [...document.querySelectorAll('header nav[aria-label="Main"] a')];
      const button = document.querySelector('header button[aria-label$="profile menu"]');
      const name = button && [...button.querySelectorAll('span')].find((span) => span.textContent.trim().length > 0);
      return {
        navEnd: Math.max(...links.map((link) => link.getBoundingClientRect().right)),
        buttonStart: button ? button.getBoundingClientRect().left : NaN,
        nameShown: Boolean(name && name.getClientRects().length > 0 && name.getBoundingClientRect().width > 1),
      };
    })()`) as Promise<{ navEnd: number; buttonStart: number; nameShown: boolean }>;

  // The Dashboard link makes the agent's and admin's nav longer: their name shows from 1120 px,
  // a client's from 1024 px (64em); at 125% text the em thresholds grow, and nothing may touch.
  for (const [who, context, nameFrom] of [
    ['a client', () => signedIn, 1024],
    ['the admin', () => signedInAdmin, 1120],
    ['an agent', () => signedInAgent, 1120],
  ] as const) {
    it(`keeps ${who}'s profile button clear of the nav, and shows the name where it fits`, async () => {
      const page = await context().newPage();
      try {
        await page.goto(`${siteUrl}/about`);
        await page.getByRole('button', { name: /profile menu$/ }).waitFor();
        const problems: string[] = [];
        for (const width of [1000, 1024, 1119, 1120, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
          for (const [text, room] of [
            ['100%', await headerRoom(page)],
            ['125%', await withDefaultFontSize(page, largerText, () => headerRoom(page))],
          ] as const) {
            const gap = room.buttonStart - room.navEnd;
            if (!(gap >= 8))
              problems.push(`at ${width} px, ${text} text: ${gap.toFixed(1)} px between nav and profile`);
            if (text === '100%' && room.nameShown !== width >= nameFrom)
              problems.push(`at ${width} px the name is ${room.nameShown ? 'shown' : 'hidden'}`);
          }
        }
        expect(problems).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});

describe('the sticky header', () => {
  it('never hides the field the focus goes to, nor its label (WCAG 2.4.11)', async () => {
    const page = await visitor.newPage();
    try {
      await page.setViewportSize(phone);
      await page.goto(`${siteUrl}/sign-up`);
      await heading(page);
      const field = page.getByLabel('Full name');
      // The page scrolled so that the field sits under the header, inside the window: where a
      // field above a refused submit, or the one Shift+Tab goes back to, may be.
      const top = await field.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      await page.evaluate((y) => window.scrollTo(0, y), top - 20);
      await field.focus();

      const header = (await page.locator('header').first().boundingBox())!;
      const label = (await page.locator('label', { hasText: 'Full name' }).first().boundingBox())!;
      expect(label.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect((await field.boundingBox())!.y).toBeGreaterThan(label.y);

      // The header's own links are where they are: Shift+Tab back into it does not scroll the page.
      const scrolled = await page.evaluate(() => window.scrollY);
      await page.locator('header a[href]').first().focus();
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

      // Nor does a Tab into the cookie banner held at the window's foot: the room the page keeps
      // free for it is not the banner's own (it scrolled the page 400 px, QA 54b).
      await page.evaluate(() => window.scrollTo(0, 0));
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      for (const control of [
        banner.getByRole('link', { name: 'Privacy Policy' }),
        banner.getByRole('button', { name: 'Accept all' }),
      ]) {
        await control.focus();
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      }
    } finally {
      await page.close();
    }
  });
});

describe('the focus ring', () => {
  let page: Page;
  beforeAll(async () => {
    page = await visitor.newPage();
    await page.setViewportSize(desktop);
  });
  afterAll(async () => {
    await page?.close();
  });

  const pages = [
    { name: 'landing page', path: () => '/get-started' },
    {
      name: 'neighbourhood index',
      path: () => '/neighbourhoods',
      // The visitor's sign-in overlay holds the focus until skipped, as a modal should.
      ready: (target: Page) => target.getByRole('button', { name: 'Skip for now' }).click(),
    },
    { name: 'sold report', path: () => `/sold-report/${busiest}`, ready: chartsDrawn },
    { name: 'home search gallery', path: () => '/home-search/gallery/sale', ready: galleryDrawn },
    { name: 'property details', path: () => `/property-details/?=${mls}` },
    { name: 'sign-in', path: () => '/sign-in' },
  ];

  for (const { name, path, ready } of pages) {
    it(`shows on every element that Tab reaches on the ${name}`, async () => {
      await page.goto(`${siteUrl}${path()}`);
      await heading(page);
      await ready?.(page);
      await page.waitForLoadState('networkidle');

      const { reached, problems } = await focusRingProblems(page, 30);

      expect(reached, 'Tab reached too few elements to judge').toBeGreaterThanOrEqual(8);
      expect(problems).toEqual([]);
    });
  }
});
