import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebAnalyticsAnswer } from '@shared/analytics';
import { currentMonth, toApiTime } from '@shared/months';
import { launchBrowser } from './browser';
import { idTokenOf, signIn } from './dashboard-pages';
import { e2eStack } from './stack';

/**
 * First-party page views in a real browser (issue 16, DECISIONS row 44): nothing is recorded
 * before the cookie banner's Accept all; after it, each page read counts, and the admin's
 * `GET /admin/webanalytics` shows it. Headless Chromium says so in its agent and is dropped as
 * a bot, so the visitor's browser here presents an ordinary desktop Chrome's agent.
 */
const { siteUrl, demoAccounts } = e2eStack();
const admin = demoAccounts.find((account) => account.role === 'admin')!;
const agent = demoAccounts.find((account) => account.email === 'agent@example.com')!;
// Liam Patel, one of agent@example.com's contacts: no other browser test reads his activity.
const contact = demoAccounts.find((account) => account.email === 'liam.patel@example.com')!;
const month = currentMonth(process.env.NOW ? new Date(process.env.NOW) : new Date());
const desktopChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let browser: Browser;

const adminToken = () => idTokenOf(siteUrl, admin);

async function monthFigures(token: string): Promise<WebAnalyticsAnswer> {
  const response = await fetch(`${siteUrl}/api/admin/webanalytics?time=${toApiTime(month)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as WebAnalyticsAnswer;
}

async function pagesVisited(token: string): Promise<number> {
  return (await monthFigures(token)).pageVisited;
}

/** Opens a page and waits until its calls are done, so a page view it sent has arrived. */
async function open(page: Page, path: string) {
  await page.goto(`${siteUrl}${path}`);
  await page.waitForLoadState('networkidle');
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('page views in the browser', () => {
  it('records nothing before Accept all, then each page read; a headless browser never', async () => {
    const token = await adminToken();
    const context = await browser.newContext({ userAgent: desktopChrome });
    const visitor = await context.newPage();
    const sent: string[] = [];
    context.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/events')) {
        sent.push(String(request.postData()));
      }
    });
    const before = await pagesVisited(token);

    await open(visitor, '/neighbourhoods');
    await open(visitor, '/');
    expect(await pagesVisited(token)).toBe(before);
    expect(sent).toEqual([]);

    await visitor.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => pagesVisited(token), { timeout: 10_000 }).toBe(before + 1);
    expect(sent).toHaveLength(1);
    await open(visitor, '/neighbourhoods');
    await expect.poll(() => sent, { timeout: 10_000 }).toHaveLength(2);
    await expect.poll(() => pagesVisited(token), { timeout: 10_000 }).toBe(before + 2);

    const headless = await (await browser.newContext()).newPage();
    await open(headless, '/');
    await headless.getByRole('button', { name: 'Accept all' }).click();
    await open(headless, '/neighbourhoods');
    await headless.waitForTimeout(500);
    expect(await pagesVisited(token)).toBe(before + 2);
  });

  it(
    "counts a signed-in contact's consented visit for the admin, and shows the agent the contact's activity",
    { timeout: 180_000 },
    async () => {
      const token = await adminToken();
      const before = await monthFigures(token);

      // The contact signs in, accepts all cookies and opens a neighbourhood's sold report.
      const contactContext = await browser.newContext({ userAgent: desktopChrome });
      const reader = await contactContext.newPage();
      await signIn(reader, siteUrl, contact);
      await reader.getByRole('button', { name: 'Accept all' }).click();
      await open(reader, '/neighbourhoods');
      // The report records its opening once its figures are there, which may be after the network idles.
      const reportOpened = reader.waitForResponse(
        (response) =>
          response.url().endsWith('/api/events') && String(response.request().postData()).includes('openSoldReport'),
      );
      await reader.getByRole('link', { name: 'Casa Loma' }).first().click();
      await reader.waitForURL((url) => url.pathname.startsWith('/sold-report/'));
      expect((await reportOpened).status()).toBe(204);
      await expect
        .poll(async () => (await monthFigures(token)).pageVisited, { timeout: 10_000 })
        .toBeGreaterThan(before.pageVisited);
      const after = await monthFigures(token);
      expect(after.logins).toBeGreaterThan(before.logins);
      await contactContext.close();

      // The admin's Platform Analytics shows this month's figures, the visit among them.
      const adminPage = await (await browser.newContext({ userAgent: desktopChrome })).newPage();
      await signIn(adminPage, siteUrl, admin);
      await adminPage.goto(`${siteUrl}/dashboard`);
      const monthly = adminPage.getByRole('region', { name: 'Monthly data' });
      const visitors = monthly.getByTestId('figure-card').filter({ hasText: 'Visitors' }).getByTestId('figure-value');
      await visitors.waitFor();
      // The admin has not accepted cookies and the headless agents of other browser tests are
      // dropped as bots, so the month's visitors stay what the contact's visit left them.
      const shown = Number((await visitors.textContent())!.replace(/\D/g, ''));
      expect(shown).toBe((await monthFigures(token)).visitors);
      expect(shown).toBe(after.visitors);

      // The contact's agent sees the report opened in the contact's Activity tab.
      const agentPage = await (await browser.newContext({ userAgent: desktopChrome })).newPage();
      await signIn(agentPage, siteUrl, agent);
      await agentPage.goto(`${siteUrl}/dashboard/users/profile/${contact.sub}`);
      await agentPage.getByRole('tab', { name: 'Activity' }).click();
      await agentPage.getByRole('combobox', { name: 'Activity month' }).waitFor();
      await agentPage.getByText('Opened the sold report').first().waitFor({ timeout: 15_000 });
    },
  );
});
