import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMail } from '../../functions/lib/mail/render';
import { invitationMail } from '../../functions/user/invitations/invite';
import { launchBrowser } from './browser';
import { testMailSettings as settings } from '../support/mail-settings';

/**
 * Our e-mails on a phone: read at 360 px, a message fits the screen, whatever long address it
 * writes out (QA 45c M2: the invitation's written-out link, one unbroken string, made it 522 px
 * wide, to be scrolled sideways or pinched).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function widthAt360(html: string) {
  const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
  try {
    await page.setContent(html);
    return await page.evaluate(() => document.documentElement.scrollWidth);
  } finally {
    await page.close();
  }
}

describe('an e-mail on a 360 px phone', () => {
  it('fits the screen: the invitation writes its long link out, which wraps', async () => {
    const mail = invitationMail({
      invitation: { email: 'quinn.buyer.with-a-long-address@example.com', firstName: 'Quinn', role: 'client' },
      token: 'twzCoHgESd1pX5cb0v3JztkRbRSkDnBpmp8gFg6YjfI',
      // The agent card as real mail draws it: a picture beside a long address (review 45).
      brand: {
        name: 'Christopher Thompson',
        phone: '416-555-0100',
        email: 'christopher.thompson@lakeshorerealty.ca',
        headshotUrl: 'https://homes.lakeshore.example/api/agents/a1/headshot',
      },
      siteUrl: 'https://homes.lakeshore.example',
    });
    expect(mail.blocks.some((block) => 'paragraph' in block && block.paragraph.includes('/sign-in?e='))).toBe(true);

    const { html } = renderMail(mail, settings);

    expect(await widthAt360(html)).toBeLessThanOrEqual(360);
  });

  it('fits the screen with a long detail value too', async () => {
    const { html } = renderMail(
      {
        subject: 'A showing request',
        blocks: [
          { paragraph: 'Quinn would like to see this home.' },
          { details: [['Listing', `https://homes.lakeshore.example/property-details?=${'C6040694'.repeat(8)}`]] },
        ],
      },
      settings,
    );
    expect(await widthAt360(html)).toBeLessThanOrEqual(360);
  });

  it('keeps amounts and dates whole in the details, wrapping between them (QA 64 L3: "2026-|12-05")', async () => {
    const { html } = renderMail(
      {
        subject: 'Home value update',
        blocks: [
          {
            details: [
              ['Estimated value', '$875,167'],
              ['Change since you valued it', 'down $377 (less than 0.1%)'],
              ['Likely range', '$760,750 to $1,024,833'],
              ['Confirmed value', '$893,000 on 2026-12-05'],
              ['Estimate as of', '2026-12-05'],
            ],
          },
        ],
      },
      settings,
    );
    const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
    try {
      await page.setContent(html);
      const figures = ['$760,750', '$1,024,833', '$893,000', '2026-12-05', '$875,167', '$377'];
      const broken = await page.evaluate((wanted) => {
        const spans = [...document.querySelectorAll('td span')].filter((span) => wanted.includes(span.textContent!));
        return {
          found: spans.map((span) => span.textContent),
          split: spans.filter((span) => span.getClientRects().length > 1).length,
        };
      }, figures);
      expect(new Set(broken.found)).toEqual(new Set(figures));
      expect(broken.split).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    } finally {
      await page.close();
    }
  });
});
