import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { onTestFailed } from 'vitest';

/**
 * The dashboard browser tests' shared steps: a page whose API answers, console errors and
 * uncaught errors are kept and printed with a screenshot's path if the test fails (what a
 * timed-out wait alone cannot say), and the sign-in a person does.
 */
export async function watchedPage(browser: Browser, name: string, width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const seen: string[] = [];
  const at = () => new Date().toISOString().slice(11, 23);
  page.on('response', (response) => {
    if (response.url().includes('/api/')) {
      seen.push(`${at()} ${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`${at()} console: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`${at()} page error: ${error.message}`));
  onTestFailed(async () => {
    const shot = join(tmpdir(), `${name}-${Date.now()}.png`);
    await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
    console.error(`${name} failed at ${page.url()} (screenshot ${shot}):\n${seen.join('\n')}`);
  });
  return page;
}

// The sign-in a person does, and a demo user's ID token: shared with the Lighthouse bench.
export { idTokenOf, signIn } from '../support/demo-sign-in';
