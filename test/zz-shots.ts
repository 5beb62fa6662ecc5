import { chromium } from 'playwright-core';
import { idTokenOf, signIn } from './support/demo-sign-in';

const site = 'http://localhost:5173';
const pass = 'Demo-pass-2026!';
const admin = { email: 'admin@example.com', password: pass };
const agent = { email: 'agent@example.com', password: pass };
const out = '/work/scratch/me60';

async function api(token: string, method: string, path: string, body?: unknown) {
  const r = await fetch(`${site}/api${path}`, { method, headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' }, ...(body !== undefined && { body: JSON.stringify(body) }) });
  return { status: r.status, body: await r.json().catch(() => null) };
}

const adminToken = await idTokenOf(site, admin);
const agentToken = await idTokenOf(site, agent);
const found = await api(agentToken, 'GET', '/users?q=Liam&size=10');
const liam = (found.body as { items: { id: string; followUp?: unknown; details: { firstName: string } }[] }).items.find((i) => i.details.firstName === 'Liam')!;
console.log('agent sees', liam.id, liam.followUp);
console.log('admin before', (await api(adminToken, 'GET', `/users/${liam.id}`)).body?.followUp);
console.log('admin sets', (await api(adminToken, 'POST', `/users/${liam.id}/follow-up`, { date: '2026-12-07', note: 'Check the referral paperwork for Liam.' })).status);
console.log('agent after', (await api(agentToken, 'GET', `/users/${liam.id}`)).body?.followUp);
console.log('admin after', (await api(adminToken, 'GET', `/users/${liam.id}`)).body?.followUp);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const [who, account] of [['admin', admin], ['agent', agent]] as const) {
  for (const width of [1280, 390]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await signIn(page, site, account);
    await page.goto(`${site}/dashboard/users/profile/${liam.id}`);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `${out}/${who}-liam-${width}.png`, fullPage: false });
    await page.close();
  }
}
await browser.close();
