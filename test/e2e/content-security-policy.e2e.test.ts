import { readFileSync } from 'node:fs';
import { encode } from 'jpeg-js';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, currentMonth, toApiTime } from '@shared/months';
import type { PropertiesAnswer } from '@shared/search/types';
import type { NeighbourhoodListAnswer, NeighbourhoodSalesAnswer } from '@shared/sold-report/types';
import { launchBrowser, watchContentSecurityPolicy, type PolicyViolations } from './browser';
import { bootScriptHash } from '../../web/prerender/boot-script';
import { e2eStack } from './stack';

/**
 * The site under its Content-Security-Policy (issue 11 hole 12): the local static server sends
 * the policy CloudFront sends (infra/security-headers.ts), and every page, both maps and the
 * PDF download must work under it without one violation. A violation is what the page reports
 * (`securitypolicyviolation`) or what Chromium logs about the policy, in the page or a worker.
 */
const { siteUrl, demoAccounts } = e2eStack();
const client = demoAccounts.find((account) => account.email === 'client@example.com')!;
const wholeArea = 'topLeft=43.94,-79.73&bottomRight=43.48,-79.02';
const lastMonth = addMonths(currentMonth(new Date()), -1);

let browser: Browser;
let context: BrowserContext;
let violations: PolicyViolations;
let page: Page;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${siteUrl}/api${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The neighbourhood with the most sales last month, so its report, map dialog and PDF have figures. */
async function busiestNeighbourhood(): Promise<string> {
  const [{ neighbourhoods }, sales] = await Promise.all([
    api<NeighbourhoodListAnswer>('/neighbourhoods'),
    api<NeighbourhoodSalesAnswer>(`/soldreports/neighbourhoods?time=${toApiTime(lastMonth)}`),
  ]);
  const count = (id: string) =>
    Object.values(sales.neighbourhoods[id] ?? {}).reduce((sum, byType) => sum + (byType?.soldNumber ?? 1), 0);
  return neighbourhoods.map((neighbourhood) => neighbourhood.id).sort((a, b) => count(b) - count(a))[0]!;
}

/** A 400×400 JPEG, small enough that the browser keeps its size. */
function photo(): Buffer {
  const side = 400;
  const data = Buffer.alloc(side * side * 4);
  for (let i = 0; i < side * side; i++) data.set([40 + (i % side) / 4, 110, 150, 255], i * 4);
  return encode({ data, width: side, height: side }, 90).data;
}

/** Opens `path` and waits until it has shown `ready` and stopped loading. */
async function visit(path: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(`${siteUrl}${path}`);
  await ready(page);
  await page.waitForLoadState('networkidle');
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  violations = await watchContentSecurityPolicy(context);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('the Content-Security-Policy', () => {
  it('comes with every page: scripts and workers from the site only, calls to the site and Cognito', async () => {
    const config = (await (await fetch(`${siteUrl}/config.json`)).json()) as { userPoolEndpoint: string };
    const response = await fetch(`${siteUrl}/sold-report/casa-loma`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(
      `default-src 'self'; script-src 'self' ${bootScriptHash}; style-src 'self' 'unsafe-inline';`,
    );
    expect(policy).toContain(`connect-src 'self' ${config.userPoolEndpoint}`);
    expect(policy).toContain("object-src blob:; base-uri 'self'; frame-ancestors 'none'");
  });

  it('is enforced, and a violation is seen by this test', async () => {
    await visit('/about', (target) => target.getByRole('heading').first().waitFor());
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineScriptRan = true';
      document.body.append(script);
    });
    await expect.poll(() => violations.list.length).toBeGreaterThan(0);
    expect(violations.list.join('\n')).toContain('script-src');
    expect(await page.evaluate(() => (window as { inlineScriptRan?: boolean }).inlineScriptRan)).toBeUndefined();
    violations.clear();
  });
});

/** After each step: nothing was blocked (and the next step starts with a clean list). */
function expectNoViolations() {
  const seen = [...violations.list];
  violations.clear();
  expect(seen).toEqual([]);
}

describe('a visitor, under the policy', () => {
  afterEach(expectNoViolations);

  it('sees the home and neighbourhood index pages', async () => {
    await visit('/get-started', (target) => target.locator('#root h1, #root h2').first().waitFor());
    await visit('/neighbourhoods', (target) =>
      target.getByRole('heading', { name: 'Neighbourhood Sold Reports' }).waitFor(),
    );
  });

  it("sees a neighbourhood's sold report with its charts", async () => {
    // The charts draw as the reader scrolls to them (issue 26).
    await visit(`/sold-report/${await busiestNeighbourhood()}`, async (target) => {
      await target.locator('#trends-title').scrollIntoViewIfNeeded();
      await target.locator('.recharts-surface').first().waitFor();
    });
  });

  it("sees the neighbourhood map, drawn by maplibre's worker, with labels from the site's glyphs", async () => {
    const worker = page.waitForEvent('worker', (candidate) => candidate.url().includes('maplibre-gl-worker'));
    const glyphs = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/glyphs/'));
    await visit('/neighbourhood/map', (target) => target.locator('canvas.maplibregl-canvas').waitFor());
    await worker;
    expect((await glyphs).status()).toBe(200);
    await page.getByRole('combobox', { name: 'Search neighbourhoods' }).waitFor();
  });

  it('searches homes on the map and opens a property with its photos', async () => {
    const markers = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/markers');
    await visit('/home-search/map/sale?showSold=365', (target) => target.locator('canvas.maplibregl-canvas').waitFor());
    expect((await markers).status()).toBe(200);
    await page.waitForSelector('[data-testid=map-price-marker], [data-testid=map-cluster]', { timeout: 60_000 });

    const { hits } = await api<PropertiesAnswer>(`/properties?${wholeArea}&saleType=Sale&size=1`);
    const photo = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/p/'));
    await visit(`/property/${hits[0]!.mls}`, (target) => target.getByRole('heading', { level: 1 }).waitFor());
    expect((await photo).status()).toBe(200);
  });
});

describe('a signed-in client, under the policy', () => {
  afterEach(expectNoViolations);

  it('signs in through Cognito and sees the profile page', async () => {
    await page.goto(`${siteUrl}/sign-in`);
    await page.getByLabel('Email').fill(client.email);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByLabel('Password', { exact: true }).fill(client.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));

    await visit('/profile', (target) => target.getByTestId('profile-full-name').waitFor());
    expect(await page.getByTestId('profile-full-name').textContent()).toBe(client.name);
  });

  it('uploads a headshot to the uploads bucket and sees it, previewed from a blob: URL first', async () => {
    await page.getByRole('button', { name: 'Change photo' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose a picture' }).click();
    await (await chooser).setFiles({ name: 'headshot.jpg', mimeType: 'image/jpeg', buffer: photo() });
    const preview = page.getByTestId('image-preview');
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);

    const upload = page.waitForResponse((response) => response.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Upload image' }).click();
    expect((await upload).status()).toBe(200);
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    const image = page.getByTestId('profile-headshot').locator('img:not([src*="default-headshot"])');
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
  });

  it('downloads a sold report as a PDF', async () => {
    await visit(`/sold-report/${await busiestNeighbourhood()}`, (target) =>
      target.getByRole('button', { name: 'Download', exact: true }).first().waitFor(),
    );
    await page.getByRole('button', { name: 'Download', exact: true }).first().click();
    await page.getByRole('dialog').getByLabel('Month', { exact: true }).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await (await download).path();
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
