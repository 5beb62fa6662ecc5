import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressCompleteAnswer, LastListing } from '@shared/home-value/types';
import { launchBrowser } from './browser';
import { idTokenOf, signIn } from './dashboard-pages';
import { e2eStack } from './stack';

/**
 * The valuation flow in the browser against the local stack (issue 13): an anonymous visitor
 * gets an estimate; a client with purchase facts and an improvement reaches the summary chart;
 * an agent assigns a valuation to a contact and confirms a value, which the owner sees marked.
 */
const { siteUrl, demoAccounts } = e2eStack();
const client = demoAccounts.find((account) => account.email === 'client@example.com')!;
const agent = demoAccounts.find((account) => account.email === 'agent@example.com')!;
const slow = { timeout: 60_000 };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * Houses (addresses without units) the completion offers, from the API: the seed writes
 * "Ave", "St", "Rd"…, and which streets a small seed holds varies, so the test asks for a few
 * kinds and types each house's own address.
 */
async function offeredHouses(): Promise<string[]> {
  const labels: string[] = [];
  for (const q of ['Ave', 'St', 'Rd', 'Dr', 'Cres']) {
    const answer = (await (await fetch(`${siteUrl}/api/addressComplete?q=${q}`)).json()) as AddressCompleteAnswer;
    labels.push(...answer.items.filter((item) => !item.units).map((item) => item.label));
  }
  return labels;
}

/**
 * Houses the completion offers whose last sale lies within the area index's five years (so
 * the estimate carries it), as a signed-in client reads their last listing.
 */
async function housesWithACarriedSale(): Promise<string[]> {
  const labels: string[] = [];
  const token = await idTokenOf(siteUrl, client);
  const now = process.env.NOW ? new Date(process.env.NOW) : new Date();
  const threeYearsAgo = `${now.getUTCFullYear() - 3}${now.toISOString().slice(4, 10)}`;
  for (const q of ['Ave', 'St', 'Rd', 'Dr', 'Cres']) {
    const answer = (await (await fetch(`${siteUrl}/api/addressComplete?q=${q}`)).json()) as AddressCompleteAnswer;
    for (const item of answer.items.filter((i) => !i.units)) {
      const response = await fetch(`${siteUrl}/api/homevalue/lastlisting?locationId=${item.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok) continue;
      const listing = (await response.json()) as LastListing;
      if (listing.lastSale && listing.lastSale.soldDate >= threeYearsAgo) labels.push(item.label);
      if (labels.length === 6) return labels;
    }
  }
  return labels;
}

/**
 * Steps 1 and 2 for the first house the completion offers that the model can value (a
 * building would need a unit; too few sales nearby is refused), and returns on the estimate.
 */
async function valueAHouse(
  page: Page,
  fill: (page: Page) => Promise<void> = async () => {},
  houses: string[] | undefined = undefined,
) {
  houses ??= await offeredHouses();
  expect(houses.length).toBeGreaterThan(0);
  for (let attempt = 0; attempt < Math.min(6, houses.length); attempt += 1) {
    await page.goto(`${siteUrl}/home-valuation/property-address`);
    await page.getByRole('heading', { name: 'Get a real-time valuation of your home' }).waitFor(slow);
    const label = houses[attempt]!;
    // A plain box until the suggestions' code has loaded, then the combobox.
    const addressBox = page
      .getByRole('combobox', { name: /Address/ })
      .or(page.getByRole('textbox', { name: /Address/ }));
    await addressBox.fill(label.split(',')[0]!);
    const option = page.getByRole('option', { name: label });
    await option.first().waitFor(slow);
    await option.first().click();
    const button = page.getByRole('button', { name: 'Get your valuation' });
    await expect.poll(() => button.isEnabled(), slow).toBe(true);
    await button.click();
    await page.getByRole('form', { name: 'Property details' }).waitFor(slow);
    const type = page.getByRole('combobox', { name: /Type/ });
    if (!(await type.inputValue())) await type.selectOption({ label: 'Detached' });
    while (
      (await page
        .getByRole('group', { name: /Bedroom/ })
        .locator('output')
        .textContent()) === '0'
    ) {
      await page.getByRole('button', { name: 'More bedroom(s)' }).click();
    }
    await fill(page);
    await page.getByRole('button', { name: 'Get your valuation' }).click();
    const outcome = await Promise.race([
      page
        .getByText('Estimated Valuation')
        .waitFor(slow)
        .then(() => 'estimate' as const),
      page
        .getByRole('dialog')
        .waitFor(slow)
        .then(() => 'refused' as const),
    ]);
    if (outcome === 'estimate') return;
  }
  throw new Error('No offered house could be valued.');
}

const estimatedValue = (page: Page) => page.getByTestId('estimated-value').textContent();

describe('the valuation flow (issue 13)', { timeout: 300_000 }, () => {
  it('takes an anonymous visitor from the address to an estimate with its range, and offers Sign In', async () => {
    const page = await browser.newPage();
    await valueAHouse(page);
    expect(await estimatedValue(page)).toMatch(/^\$\d{1,3}(,\d{3})+$/);
    expect(await page.getByText('Low', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('main').getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);
    await page.close();
  });

  it('brings a visitor who signs in back to their estimate, now theirs, and says why its value moved (QA 56b M1)', async () => {
    const page = await browser.newPage();
    await valueAHouse(page, async () => {}, await housesWithACarriedSale());
    const before = await estimatedValue(page);
    const refused = page.getByText('This valuation does not exist, or is not yours to see.');
    let sawRefusal = false;
    void refused.waitFor({ timeout: 60_000 }).then(
      () => (sawRefusal = true),
      () => undefined,
    );
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill(client.email);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByLabel('Password', { exact: true }).fill(client.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/home-valuation/property-estimation', slow);
    await page.getByRole('link', { name: 'Value history' }).waitFor(slow);
    const after = await estimatedValue(page);
    // The home's sale enters once it is the owner's (DECISIONS row 47): a moved value says so.
    if (after !== before)
      expect(await page.getByRole('status').filter({ hasText: 'Before you signed in' }).textContent()).toContain(
        `Before you signed in, this estimate was ${before}. Signed in, `,
      );
    expect(sawRefusal).toBe(false);
    await page.close();
  });

  it('lets a client enter purchase facts and an improvement, and reach the value-history chart', async () => {
    const page = await browser.newPage();
    await signIn(page, siteUrl, client);
    await valueAHouse(page, async (form) => {
      await form.getByRole('textbox', { name: 'Purchase price' }).fill('850000');
      await form.getByRole('textbox', { name: 'Purchase date' }).fill('05/01/2019');
      await form.getByRole('button', { name: '+ Add improvement' }).click();
      await form.getByRole('textbox', { name: 'Area' }).fill('Kitchen');
      await form.getByRole('textbox', { name: 'Cost' }).fill('45000');
      await form.getByRole('textbox', { name: 'Completed' }).fill('03/15/2021');
    });
    await page.getByRole('link', { name: 'Value history' }).click();

    await page.getByRole('heading', { name: 'Value history' }).waitFor(slow);
    await page.locator('.recharts-line-curve >> visible=true').first().waitFor(slow);
    expect(await page.getByRole('radio', { name: 'Since Sold' }).isChecked()).toBe(true);
    // The improvements' section loads its own code (valuation-summary.tsx): on a loaded machine
    // it can come after the chart's line (CI, session 37).
    await page.getByRole('cell', { name: 'Kitchen', exact: true }).waitFor(slow);
    await page.getByText('Since you bought').waitFor(slow);
    // The purchase is a marked point of the chart, at its price and date (issue 25).
    await page.locator('.value-purchase').waitFor(slow);
    expect(await page.getByText('Your purchase, at its price').isVisible()).toBe(true);
    // Made today, the valuation has one day of its own: its value is drawn as a point at the
    // end of the dashed line (a line of no length would not show).
    expect(await page.locator('.value-today').count()).toBe(1);
    // On a phone both of an improvement's actions are in view, not scrolled off the table (QA 33).
    await page.setViewportSize({ width: 390, height: 844 });
    const improvements = page.getByRole('region', { name: 'Home improvements' }).first();
    await improvements.scrollIntoViewIfNeeded();
    const remove = await page.getByRole('button', { name: 'Remove Kitchen' }).boundingBox();
    const card = await page.locator('section[aria-labelledby=improvements-title]').boundingBox();
    expect(remove!.x + remove!.width).toBeLessThanOrEqual(card!.x + card!.width);
    await page.setViewportSize({ width: 1280, height: 720 });

    // Similar sold and active properties (document 3 §1): listing cards that open their details,
    // the sold ones with their price, which a signed-in client may see.
    const sold = page.getByRole('region', { name: 'Similar Sold' });
    const active = page.getByRole('region', { name: 'Similar Active' });
    // Their cards are drawn as the reader scrolls down to them (issue 26).
    await active.scrollIntoViewIfNeeded();
    await sold.getByTestId('property-card').first().waitFor(slow);
    await active.getByTestId('property-card').first().waitFor(slow);
    expect(await sold.locator('p', { hasText: /^Sold price \$\d/ }).count()).toBeGreaterThan(0);
    expect(await sold.getByText('****').count()).toBe(0);
    const details = active.getByTestId('property-card').first().locator('a[target="_blank"]');
    expect(await details.getAttribute('href')).toMatch(/^\/property-details\/\?=\w+$/);
    const [opened] = await Promise.all([page.context().waitForEvent('page'), details.click()]);
    await opened.waitForURL((url) => /^\/property-details\/?$/.test(url.pathname), slow);
    await opened.getByRole('heading', { name: 'Similar Sold Properties' }).waitFor(slow);
    await opened.close();
    await page.close();
  });

  it("tells a client what their home's last sale did to the estimate in plain words, never a bare 0% (issue 25)", async () => {
    const page = await browser.newPage();
    await signIn(page, siteUrl, client);
    // The form prefills the purchase with the home's last sale.
    await valueAHouse(page, async () => {}, await housesWithACarriedSale());
    await page.getByRole('link', { name: 'Value history' }).click();

    const box = page.getByRole('region', { name: 'What moved the value' });
    await box.waitFor(slow);
    const text = await box.innerText();
    // The prefilled purchase is the owner’s purchase, and named so.
    expect(text).toMatch(/Your \d{4} purchase, carried to today: \$[\d,]+/);
    expect(text).toMatch(/the area’s prices (have (fallen|risen) \d+\.\d% since|are where they were then)/);
    expect(text).toMatch(/The estimate leans \d+% on this price|so (for now )?the estimate rests on/);
    expect(text).not.toMatch(/(?<![\d.])0(\.0+)?%/); // a bare 0%, not the end of 5.0% or 10%
    await page.close();
  });

  it('lets an agent assign a valuation to a contact and confirm a value, which the owner sees marked on the chart', async () => {
    const agentPage = await browser.newPage();
    await signIn(agentPage, siteUrl, agent);
    await valueAHouse(agentPage);

    await agentPage.getByRole('button', { name: 'Assign to a Contact' }).click();
    await agentPage.getByRole('textbox', { name: 'Search contacts' }).fill('Olivia');
    await agentPage.getByRole('radio', { name: /Olivia Chen/ }).click(slow);
    await agentPage.getByRole('button', { name: 'Assign', exact: true }).click();
    await agentPage.getByText('The valuation now belongs to Olivia Chen.').waitFor(slow);

    await agentPage.getByRole('button', { name: 'Adjust Valuation' }).click();
    await agentPage.getByRole('heading', { name: 'Confirm the valuation' }).waitFor(slow);
    const id = /confirmation\/([^/?]+)/.exec(agentPage.url())![1]!;
    const estimate = Number((await estimatedValue(agentPage))!.replace(/\D/g, ''));
    const value = agentPage.getByRole('textbox', { name: /Confirmed value/ });
    // A value far from the estimate is asked about once more (issue 25, finding 7).
    await value.fill(String(Math.round(estimate * 0.3)));
    await agentPage.getByRole('button', { name: 'Confirm Valuation' }).click();
    await agentPage.getByText(/% below our estimate of \$/).waitFor(slow);
    // The question has the focus (QA 68b M1): a second Enter does not confirm what it asks about.
    await agentPage.keyboard.press('Enter');
    await agentPage.waitForTimeout(500);
    expect(await agentPage.getByTestId('value-question').evaluate((node) => node === document.activeElement)).toBe(
      true,
    );
    expect(agentPage.url()).toContain('/confirmation/');
    await agentPage.getByRole('button', { name: 'Change the value' }).click();
    // Back in the value, not at the top of the page (review 68 L1).
    expect(await value.evaluate((node) => node === document.activeElement)).toBe(true);
    const confirmedValue = Math.round((estimate * 1.04) / 1000) * 1000;
    await value.fill(String(confirmedValue));
    await agentPage.getByRole('textbox', { name: /Notes for the owner/ }).fill('Checked against the street.');
    await agentPage.getByRole('textbox', { name: /Private notes/ }).fill('Wants to sell in spring.');
    await agentPage.getByRole('button', { name: 'Confirm Valuation' }).click();
    await agentPage.getByText('Valuation successfully updated.').waitFor(slow);
    expect(await agentPage.getByTestId('confirmed-value').textContent()).toBe(
      `$${confirmedValue.toLocaleString('en-US')}`,
    );
    await agentPage.close();

    const context = await browser.newContext();
    const owner = await context.newPage();
    await signIn(owner, siteUrl, client);
    await owner.goto(`${siteUrl}/home-valuation-summary/${id}`);
    await owner.getByText('Valuation Confirmed').waitFor(slow);
    expect(await owner.getByText('Checked against the street.').isVisible()).toBe(true);
    expect(await owner.getByText('Wants to sell in spring.').count()).toBe(0);
    await owner.locator('.value-confirmed').waitFor(slow);
    expect(await owner.getByText('Value confirmed by the agent').isVisible()).toBe(true);
    await context.close();
  });
});

describe('the accuracy page', () => {
  it('shows each table whole at 1280 px: a long row label takes two lines, never a sideways scroll', async () => {
    // Arrange: the published figures with the row of homes that sold before, whose label is the
    // longest ("Of these, homes that sold before"), whatever the small seed's repeat sales.
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.route('**/api/homevalue/accuracy', async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as { all: object; repeatSales?: object };
      await route.fulfill({ response, json: { ...answer, repeatSales: answer.repeatSales ?? answer.all } });
    });

    await page.goto(`${siteUrl}/home-valuation/accuracy`);
    await page.getByRole('rowheader', { name: 'Of these, homes that sold before' }).waitFor();

    // Assert: no table scrolls sideways inside its card, and every column is on the screen.
    const regions = await page
      .locator('table')
      .evaluateAll((tables) =>
        tables.map((table) => ({ scroll: table.parentElement!.scrollWidth, width: table.parentElement!.clientWidth })),
      );
    expect(regions.length).toBe(2);
    for (const region of regions) expect(region.scroll).toBeLessThanOrEqual(region.width);
    expect(await page.getByRole('columnheader', { name: 'Typical range' }).first().isVisible()).toBe(true);
    await page.close();
  });
});
