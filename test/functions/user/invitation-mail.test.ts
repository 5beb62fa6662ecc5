import { describe, expect, it } from 'vitest';
import { env } from '../../../functions/lib/env';
import { invitationMail } from '../../../functions/user/invitations/invite';

const sarah = { name: 'Sarah Thompson', email: 'agent@example.com' };
const mail = (role: 'client' | 'agent' | 'admin') =>
  invitationMail({
    invitation: { email: 'hannah.lee@example.com', firstName: 'Hannah', role },
    token: 'a-token-of-the-invitation-link',
    brand: sarah,
    siteUrl: 'https://homes.example',
  });
const paragraphs = (role: 'client' | 'agent' | 'admin') =>
  mail(role).blocks.flatMap((block) => ('paragraph' in block ? [block.paragraph] : []));

describe('the invitation e-mail', () => {
  it("asks a client to the product, not to join the brokerage (QA 47c L4: read as an agency's agreement)", () => {
    const { PRODUCT_NAME, BROKERAGE_NAME } = env();
    expect(mail('client').subject).toBe(`Sarah Thompson invited you to ${PRODUCT_NAME}`);
    expect(paragraphs('client')).toContain(
      `Sarah Thompson invited you to ${PRODUCT_NAME} to follow your neighbourhood, see what homes sold for each month and track the value of your home.`,
    );
    expect(JSON.stringify(mail('client'))).not.toContain(`join ${BROKERAGE_NAME}`);
  });

  it('asks an agent or an admin to join the brokerage, on the product', () => {
    const { PRODUCT_NAME, BROKERAGE_NAME } = env();
    expect(mail('agent').subject).toBe(`Sarah Thompson invited you to ${BROKERAGE_NAME}`);
    expect(paragraphs('agent')).toContain(
      `Sarah Thompson invited you to join ${BROKERAGE_NAME} on ${PRODUCT_NAME} as an agent.`,
    );
    expect(paragraphs('admin')).toContain(
      `Sarah Thompson invited you to join ${BROKERAGE_NAME} on ${PRODUCT_NAME} as an administrator.`,
    );
  });

  it('names the address to create the account with (QA 64 L6: "this e-mail address", forwarded, was which?)', () => {
    expect(paragraphs('client')).toContain(
      'Create your account with hannah.lee@example.com. The link works for 14 days.',
    );
  });
});
