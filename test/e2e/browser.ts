import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * Headless Chromium from the system (Debian's package), never a downloaded one. The flags keep
 * it quiet and offline (no updates, sync or background fetches) and render WebGL (the maps)
 * in software, as CI machines have no GPU.
 */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium is not at ${executablePath}. Install it with \`sudo apt-get update && sudo apt-get install -y chromium\` ` +
        '(or set CHROMIUM_PATH); the browser tests never download a browser.',
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
