import { describe, expect, it } from 'vitest';
import { newsletterMail } from '../../../functions/user/mail/newsletter/newsletter-mail';

/* The newsletter's closing words, as its reader reads them. */
const sarah = { name: 'Sarah Thompson', email: 'sarah.thompson@example.com' };
const mailTo = (email: string) =>
  newsletterMail({
    month: '2026-08',
    user: { id: 'u1', email, firstName: 'Reader' },
    neighbourhoods: [],
    fromHome: false,
    agent: sarah,
    siteUrl: 'https://homes.example',
  });
const text = (mail: ReturnType<typeof newsletterMail>) =>
  mail.blocks.map((block) => ('paragraph' in block ? block.paragraph : '')).join(' ');

describe("the newsletter's closing line", () => {
  it('points a client to their agent, but does not tell the agent to ask themselves (QA 64 L4)', () => {
    expect(text(mailTo('olivia@example.com'))).toContain(
      'Questions about your neighbourhood? Sarah Thompson is happy to help.',
    );
    expect(text(mailTo('Sarah.Thompson@example.com'))).not.toContain('Sarah Thompson is happy to help');
    // Still her own brand: the sender and card are the agent's, as for her clients.
    expect(mailTo('sarah.thompson@example.com').agent).toEqual(sarah);
  });
});

describe("the newsletter's note on its figures", () => {
  it('says where the figures it does not show are: the reports on the site, signed in (QA 72c L2)', () => {
    expect(text(mailTo('olivia@example.com'))).toContain(
      'where they could tell a single home’s price, they are not shown here. Signed in, the reports on the site show every sale.',
    );
  });
});
