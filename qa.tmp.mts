import { chromium } from 'playwright-core';
import { idTokenOf, signIn } from './test/support/demo-sign-in';
import { siteApi } from './test/e2e/site-api';
const site = 'http://localhost:24301';
const account = { email: 'client@example.com', password: 'Demo-pass-2026!' };
const token = await idTokenOf(site, account);
const api = siteApi(site);
const list = await api<any>(token, 'GET', '/homevalue');
const items = list.json.valuations ?? list.json.items ?? list.json;
console.log(list.status, JSON.stringify(items).slice(0, 200));
for (const v of (Array.isArray(items) ? items : []).slice(0, 8)) {
  const d = await api<any>(token, 'GET', `/homevalue/${v.id ?? v.valuationId}`);
  const j = d.json;
  console.log(j.address ?? j.property?.address, j.propertyType ?? j.type, 'value', j.estimate?.value ?? j.value, 'range', j.estimate?.lowerRange, j.estimate?.upperRange, 'size', j.interiorSize ?? j.size ?? j.footage);
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const id = "xUA_L0MR7pFuVosl";
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
  await signIn(page, site, account);
  await page.goto(`${site}/home-valuation-summary/${id}`);
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `/tmp/sum-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
