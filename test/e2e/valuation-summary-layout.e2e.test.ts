import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeValuation } from '@shared/home-value/types';
import { idTokenOf } from '../support/demo-sign-in';
import { ownValuation } from '../support/own-valuation';
import { launchBrowser } from './browser';
import { signIn } from './dashboard-pages';
import { reflowProblems, withDefaultFontSize } from './reflow';
import { siteApi } from './site-api';
import { e2eStack } from './stack';

/**
 * The valuation summary's similar listings, answered while the reader looks at them on a phone:
 * an empty answer or an error moves nothing on the screen (layout shifts, as Chromium reports
 * them to a PerformanceObserver, summed from the moment the answer is let through), and an
 * error that appears under the cookie banner is brought above it.
 */
const { siteUrl, demoAccounts } = e2eStack();
const client = demoAccounts.find((account) => account.email === 'client@example.com')!;
const phone = { width: 390, height: 844 };

let browser: Browser;
let valuationId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  valuationId = await ownValuation(siteUrl, client);
});

afterAll(async () => {
  await browser?.close();
});

declare global {
  interface Window {
    layoutShift: number;
  }
}

/** The layout shift after the similar listings' answer (`answer`), the reader scrolled down to them. */
async function shiftOnAnswer(answer: (route: Route) => Promise<void>, answered: string): Promise<number> {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  await signIn(page, siteUrl, client);
  await context.addInitScript(() => {
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let letThrough = () => {};
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route('**/api/homevalue/*/similarSolds', async (route) => {
    await held;
    await answer(route);
  });

  await page.goto(`${siteUrl}/home-valuation-summary/${valuationId}`);
  await page.getByTestId('similar-skeleton').first().waitFor();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // Two frames: the scroll is laid out and painted before the shifts are counted from here.
  const frames = () =>
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await frames();
  const before = await page.evaluate(() => window.layoutShift);
  letThrough();
  await page.getByText(answered).first().waitFor({ timeout: 30_000 });
  await frames();
  const after = await page.evaluate(() => window.layoutShift);
  await context.close();
  return after - before;
}

describe('the valuation summary, read while its similar listings load (CLS)', () => {
  it('moves nothing on the screen when no similar listing is found', async () => {
    const shift = await shiftOnAnswer(
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"sold":[],"active":[]}' }),
      'No similar sold properties nearby right now.',
    );
    expect(shift).toBe(0);
  });

  it('moves nothing on the screen when the listings could not be loaded', async () => {
    const shift = await shiftOnAnswer(
      (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal error"}' }),
      'The similar properties could not be loaded',
    );
    expect(shift).toBe(0);
  });
});

describe('the cookie banner over the valuation summary (390 px)', () => {
  it("brings the similar listings' error, appearing under the banner, above it", async () => {
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    await signIn(page, siteUrl, client);
    let letThrough = () => {};
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    await page.route('**/api/homevalue/*/similarSolds', async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal error"}' });
    });
    await page.goto(`${siteUrl}/home-valuation-summary/${valuationId}`);
    await page.getByTestId('similar-skeleton').first().waitFor();
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    // The list's top just under the banner's top, where its error will appear.
    await page.evaluate(() => {
      const list = document.querySelector('[data-testid="similar-area"]')!.getBoundingClientRect();
      const cover = document.querySelector('[data-consent-banner]')!.getBoundingClientRect();
      window.scrollBy(0, list.top - cover.top - 20);
    });

    letThrough();
    const alert = page.getByRole('alert').filter({ hasText: 'The similar properties could not be loaded' });
    await alert.waitFor({ timeout: 30_000 });

    await expect
      .poll(async () => {
        const [box, cover] = await Promise.all([alert.boundingBox(), banner.boundingBox()]);
        return box && cover && box.y + box.height <= cover.y;
      })
      .toBe(true);
    await context.close();
  });
});

/** The demo client's summary on the narrowest phone, signed in. */
async function summaryOnNarrowest() {
  const context = await browser.newContext({ viewport: { width: 320, height: 740 } });
  const page = await context.newPage();
  await signIn(page, siteUrl, client);
  await page.goto(`${siteUrl}/home-valuation-summary/${valuationId}`);
  return { context, page };
}

describe('the valuation summary on the narrowest phone (320 px, WCAG 1.4.10)', () => {
  it('opens the share link with its Copy button on the screen, the page no wider than it', async () => {
    const { context, page } = await summaryOnNarrowest();

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const copy = page.getByRole('button', { name: 'Copy', exact: true });
    await copy.waitFor();

    const box = (await copy.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    await context.close();
  });

  it("shows every period of the value history, its last ('All') whole", async () => {
    const { context, page } = await summaryOnNarrowest();

    const periods = page.getByRole('radiogroup', { name: 'Period' });
    await periods.scrollIntoViewIfNeeded();
    const all = periods.getByText('All', { exact: true });
    await all.waitFor();

    const [group, last] = [(await periods.boundingBox())!, (await all.boundingBox())!];
    expect(last.x + last.width).toBeLessThanOrEqual(group.x + group.width);
    await context.close();
  });

  it('reflows with the text at 100% and 125%, its periods and e-mail frequency drawn: nothing cut off or spilling, no sideways scroll', async () => {
    const { context, page } = await summaryOnNarrowest();
    await page.getByRole('radiogroup', { name: 'Period' }).waitFor();
    await page.getByRole('radiogroup', { name: 'Frequency' }).waitFor();

    expect(await reflowProblems(page)).toEqual([]);
    expect(await withDefaultFontSize(page, 20, () => reflowProblems(page))).toEqual([]);
    await context.close();
  });
});

describe("the value history's periods on a phone (390 px)", () => {
  it('gives each period a tap target 40 px high that the Feedback tab does not cover (QA 39 M1, L11)', async () => {
    // All seven periods: a valuation with a purchase, so Since Sold is one of them. Made here, as
    // the client's newest valuation may or may not have one, by which test file ran before.
    const token = await idTokenOf(siteUrl, client);
    const api = siteApi(siteUrl);
    const owned = await api<HomeValuation>(token, 'GET', `/homevalue/${valuationId}`);
    const { locationId, address, unit, type, bedroom, bathroom, parking } = owned.json.request;
    const made = await api<HomeValuation>(token, 'POST', '/homevalue', {
      ...{ locationId, address, unit, type, bedroom, bathroom, parking },
      purchaseDate: '2019-06-14',
      purchasePrice: 905_000,
    });
    expect(made.status).toBe(201);
    try {
      const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await signIn(page, siteUrl, client);
      await page.goto(`${siteUrl}/home-valuation-summary/${made.json.id}`);
      const periods = page.getByRole('radiogroup', { name: 'Period' });
      await periods.scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: 'Feedback' }).waitFor();
      // The Feedback tab stands half-way down the screen: the periods there, where it would cover them.
      await page.evaluate(() => {
        const group = document.querySelector('[role="radiogroup"][aria-label="Period"]')!.getBoundingClientRect();
        window.scrollBy(0, group.top + group.height / 2 - window.innerHeight / 2);
      });

      const targets = await periods.evaluate((group) =>
        [...group.querySelectorAll('label')].map((label) => {
          const box = label.getBoundingClientRect();
          // Where a thumb lands on the period's right end: the period, not something over it.
          const hit = document.elementFromPoint(box.right - 2, box.top + box.height / 2);
          return { text: label.textContent, height: Math.round(box.height), ownTap: label.contains(hit) };
        }),
      );

      expect(targets).toHaveLength(7);
      for (const target of targets) expect(target, target.text ?? '').toMatchObject({ ownTap: true });
      expect(Math.min(...targets.map((target) => target.height))).toBeGreaterThanOrEqual(40);
      await context.close();
    } finally {
      // Taken away whatever the result: the client's newest valuation is other files' too.
      expect((await api(token, 'DELETE', `/homevalue/${made.json.id}`)).status).toBe(204);
    }
  });
});

describe("the value history's time axis (QA 72a L3)", () => {
  const months = (label: string) => {
    const [month, year] = label.split(' ');
    return (
      Number(year) * 12 +
      ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].indexOf(month!)
    );
  };

  it.each([1280, 390])(
    'at %i px labels its ticks at one calendar step, none dropped and none overlapping',
    async (width) => {
      // A purchase two and a half years back: Since Sold's quarters, whose Januaries recharts dropped.
      const token = await idTokenOf(siteUrl, client);
      const api = siteApi(siteUrl);
      const owned = await api<HomeValuation>(token, 'GET', `/homevalue/${valuationId}`);
      const { locationId, address, unit, type, bedroom, bathroom, parking } = owned.json.request;
      const purchaseDate = new Date(Date.now() - 2.55 * 365 * 86_400_000).toISOString().slice(0, 10);
      const made = await api<HomeValuation>(token, 'POST', '/homevalue', {
        ...{ locationId, address, unit, type, bedroom, bathroom, parking },
        purchaseDate,
        purchasePrice: Math.round((owned.json.instanceValue * 0.9) / 1000) * 1000,
      });
      expect(made.status).toBe(201);
      try {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        await signIn(page, siteUrl, client);
        await page.goto(`${siteUrl}/home-valuation-summary/${made.json.id}`);
        const periods = page.getByRole('radiogroup', { name: 'Period' });
        await periods.scrollIntoViewIfNeeded();
        const axisLabels = page.locator('.recharts-xAxis-tick-labels text');
        let before = '';
        for (const period of ['Since Sold', '1Y', '5Y']) {
          await periods.locator('label', { hasText: new RegExp(`^${period}$`) }).click();
          // Since Sold is drawn first; each other period's labels once they replace the last one's.
          await expect
            .poll(async () => (await axisLabels.allTextContents()).join(', '), { timeout: 15_000 })
            .toMatch(new RegExp(`^(?!${before}$).+`));
          // The first drawing is drawn again once the chart's width is measured.
          await page.waitForTimeout(300);
          before = (await axisLabels.allTextContents()).join(', ');
          const labels = await axisLabels.evaluateAll((texts) =>
            texts.map((text) => {
              const box = text.getBoundingClientRect();
              return { text: text.textContent ?? '', left: box.left, right: box.right };
            }),
          );
          const named = `${period}: ${labels.map((label) => label.text).join(', ')}`;
          expect(labels.length, named).toBeGreaterThanOrEqual(2);
          const steps = labels.slice(1).map((label, index) => months(label.text) - months(labels[index]!.text));
          // Today's label may close the axis a longer step after the last one.
          const [step, ...rest] = steps.slice(0, -1);
          expect(
            rest.every((each) => each === step),
            named,
          ).toBe(true);
          expect(steps.at(-1), named).toBeGreaterThanOrEqual(step ?? 1);
          // Drawn whole: today's label, centred on the chart's end, was cut in half (review 72 H1).
          const chart = (await page.locator('.recharts-surface').first().boundingBox())!;
          expect(labels[0]!.left, named).toBeGreaterThanOrEqual(chart.x);
          expect(labels.at(-1)!.right, named).toBeLessThanOrEqual(chart.x + chart.width);
          expect(labels.length, named).toBeLessThanOrEqual(12);
          for (const [index, label] of labels.slice(1).entries())
            expect(label.left, `${named}: ${label.text} over ${labels[index]!.text}`).toBeGreaterThan(
              labels[index]!.right,
            );
        }
        await context.close();
      } finally {
        expect((await api(token, 'DELETE', `/homevalue/${made.json.id}`)).status).toBe(204);
      }
    },
  );
});
