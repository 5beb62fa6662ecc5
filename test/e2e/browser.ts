import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage } from 'playwright-core';

/**
 * Headless Chromium from the system (Debian's packages), never a downloaded one: its headless
 * shell when installed (the same engine without the windowed browser around it, which is what
 * Playwright drives headless too; about a tenth less CPU over this suite), else the browser.
 * The flags keep it quiet and offline (no updates, sync or background fetches) and render WebGL
 * (the maps) in software, as CI machines have no GPU.
 */
const installed = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const executablePath = process.env.CHROMIUM_PATH ?? installed.find((path) => existsSync(path)) ?? installed[1]!;

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium is not at ${executablePath}. Install it with ` +
        '`sudo apt-get update && sudo apt-get install -y chromium-headless-shell` (or `chromium`; ' +
        'or set CHROMIUM_PATH); the browser tests never download a browser.',
    );
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-gl=swiftshader',
      '--enable-unsafe-swiftshader',
    ],
  });
}

/** What a page under the site's Content-Security-Policy reported as blocked, in order. */
export interface PolicyViolations {
  readonly list: readonly string[];
  clear(): void;
}

/**
 * Watches every page of `context` (and their workers) for Content-Security-Policy violations:
 * the `securitypolicyviolation` events the page sees, and the errors Chromium logs about the
 * policy (which also cover workers and blocked loads the page's script never sees).
 */
export async function watchContentSecurityPolicy(context: BrowserContext): Promise<PolicyViolations> {
  const list: string[] = [];
  const fromConsole = (message: ConsoleMessage) => {
    if (/content security policy/i.test(message.text())) list.push(`console: ${message.text()}`);
  };
  await context.exposeBinding('reportPolicyViolation', (_source, text: string) => {
    list.push(`event: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  context.on('console', fromConsole);
  context.on('page', (page) => page.on('worker', (worker) => worker.on('console', fromConsole)));
  return {
    list,
    clear: () => {
      list.length = 0;
    },
  };
}
