import { describe, expect, it } from 'vitest';
import {
  honeypotLinkNumber,
  isHoneypotLink,
  machineClickReason,
  trackedLinkNumber,
} from '../../../functions/lib/mail/machine-click';
import { machineOpenReason } from '../../../functions/lib/mail/machine-open';
import { renderMail } from '../../../functions/lib/mail/render';

/** DECISIONS row 39: which opens and clicks are machines', and the honeypot link no person meets. */
const iPhoneMail =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const outlook = 'Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.17726; Pro)';

describe('machine opens', () => {
  it("takes Apple's proxy agent, the bare Mozilla/5.0, for Mail Privacy Protection's prefetch", () => {
    expect(machineOpenReason({ userAgent: 'Mozilla/5.0', ipAddress: '203.0.113.9' })).toBe('apple-mpp');
  });

  it("takes an open from Apple's own network, 17.0.0.0/8, for the prefetch", () => {
    expect(machineOpenReason({ userAgent: iPhoneMail, ipAddress: '17.58.101.7' })).toBe('apple-mpp');
    expect(machineOpenReason({ userAgent: iPhoneMail, ipAddress: '::ffff:17.1.2.3' })).toBe('apple-mpp');
  });

  it('takes an agent that names itself a bot for a machine', () => {
    expect(machineOpenReason({ userAgent: 'Barracuda Sentinel (EE)', ipAddress: undefined })).toBe('bot-agent');
  });

  it("counts a reader's mail client, and Gmail's image proxy, as a person", () => {
    expect(machineOpenReason({ userAgent: iPhoneMail, ipAddress: '192.0.2.1' })).toBeUndefined();
    expect(machineOpenReason({ userAgent: outlook, ipAddress: '198.51.100.4' })).toBeUndefined();
    expect(
      machineOpenReason({
        userAgent: 'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)',
        ipAddress: '66.249.84.1',
      }),
    ).toBeUndefined();
  });

  it('does not mistake addresses that only look like 17.x for Apple’s', () => {
    expect(machineOpenReason({ userAgent: iPhoneMail, ipAddress: '117.58.101.7' })).toBeUndefined();
    expect(machineOpenReason({ userAgent: iPhoneMail, ipAddress: '170.1.2.3' })).toBeUndefined();
    expect(machineOpenReason({ userAgent: `${iPhoneMail} Mozilla/5.0`, ipAddress: undefined })).toBeUndefined();
  });
});

describe('the honeypot link', () => {
  const deliveredAt = new Date('2026-06-15T16:00:02Z');
  const browser = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';

  it("counts a click on link 0 as a machine's, however human it looks and however late", () => {
    const clickedAt = new Date('2026-06-16T09:00:00Z');

    expect(machineClickReason({ clickedAt, deliveredAt, userAgent: browser, link: honeypotLinkNumber })).toBe(
      'honeypot',
    );
    expect(machineClickReason({ clickedAt, deliveredAt, userAgent: browser, link: 1 })).toBeUndefined();
  });

  it('recognises the honeypot in the address SES reports, and only it', () => {
    expect(isHoneypotLink('https://homes.example.com/e/AbCdEfGhIjKlMnOp.0/?h=abc')).toBe(true);
    expect(isHoneypotLink('https://homes.example.com/e/AbCdEfGhIjKlMnOp.1/sold-report?h=abc')).toBe(false);
    expect(isHoneypotLink('https://homes.example.com/e/AbCdEfGhIjKlMnOp.01/?h=abc')).toBe(false);
    expect(isHoneypotLink('https://homes.example.com/neighbourhoods')).toBe(false);
    expect(isHoneypotLink('not a url')).toBe(false);
  });

  it('tells our tracked links by number, so SES clicks on our buttons are left to the redirect', () => {
    expect(trackedLinkNumber('https://homes.example.com/e/AbCdEfGhIjKlMnOp.2/sold-report?h=abc')).toBe(2);
    expect(trackedLinkNumber('https://homes.example.com/e/AbCdEfGhIjKlMnOp.0/?h=abc')).toBe(0);
    expect(trackedLinkNumber('https://homes.example.com/sold-report')).toBeUndefined();
  });

  it('is in the markup for machines but hidden, silent to screen readers, out of the tab order and not in the text', () => {
    const honeypotUrl = 'https://homes.example.com/e/AbCdEfGhIjKlMnOp.0/?h=sig';
    const mail = renderMail(
      {
        subject: 'June',
        blocks: [{ button: { label: 'Open', url: 'https://homes.example.com/e/AbCdEfGhIjKlMnOp.1/sold?h=sig2' } }],
        honeypotUrl,
      },
      {
        productName: 'GTA Homes',
        brokerageName: 'Lakeshore',
        brokerageAddress: '1 Example Road, Toronto, ON M5V 0A1',
        brokerageUrl: 'https://l.example',
        contactEmail: 'c@l.example',
      },
    );

    const anchor = /<a href="https:\/\/homes\.example\.com\/e\/AbCdEfGhIjKlMnOp\.0\/\?h=sig"([^>]*)>([^<]*)<\/a>/.exec(
      mail.html,
    );
    expect(anchor).not.toBeNull();
    expect(anchor![1]).toContain('aria-hidden="true"');
    expect(anchor![1]).toContain('tabindex="-1"');
    expect(anchor![1]).toMatch(/style="display:none;/);
    expect(anchor![2]).toBe('');
    expect(mail.text).not.toContain('.0/');
    // Our own tracked button is not tracked by SES a second time; the honeypot may be.
    expect(mail.html).toMatch(/AbCdEfGhIjKlMnOp\.1\/sold\?h=sig2" ses:no-track /);
    expect(anchor![1]).not.toContain('ses:no-track');
  });
});
