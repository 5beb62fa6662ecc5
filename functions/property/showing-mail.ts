import type { Listing } from '@shared/listing';
import { showingTimeLabels } from '@shared/search/booking';
import { displayAddress } from '@shared/search/summary';
import type { MailBlock, OutgoingMail } from '../lib/mail/message';
import type { ShowingRequest } from '../user/published';

/**
 * The e-mail of a showing request: to the agent (or the brokerage's desk), with the
 * requester's verified address as Reply-To so the answer goes straight to them. A requester
 * without a verified address gets no Reply-To: the mail says so, and the agent reaches them
 * another way. Transactional (DECISIONS row 38): no unsubscribe. What the requester typed
 * travels as text blocks, which the mail helper escapes; the subject carries only our own data.
 */
export function showingMail(
  record: ShowingRequest,
  listing: Pick<Listing, 'mls' | 'address' | 'unit' | 'municipality'>,
  recipient: { email: string; firstName?: string },
  siteUrl: string,
): OutgoingMail {
  const where = displayAddress(listing);
  const blocks: MailBlock[] = [
    { paragraph: `Hello${recipient.firstName ? ` ${recipient.firstName}` : ''},` },
    { paragraph: `${record.name} would like to see ${where} (MLS ${listing.mls}).` },
    {
      details: [
        ['Preferred day', `${record.date}, ${showingTimeLabels[record.time]}`],
        ...(record.email ? [['E-mail', record.email] as const] : []),
        ...(record.phone ? [['Phone', record.phone] as const] : []),
      ],
    },
    ...(record.message ? [{ paragraph: 'Their message:' }, { quote: record.message }] : []),
    {
      button: {
        label: 'View the listing',
        url: `${siteUrl.replace(/\/$/, '')}/property-details/?=${encodeURIComponent(listing.mls)}`,
      },
    },
    {
      paragraph: record.email
        ? 'Reply to this e-mail to answer them directly.'
        : 'Their e-mail address is not verified yet, so this message has no reply address: contact them another way.',
    },
  ];
  return {
    to: recipient.email,
    idempotencyKey: `showing:${record.id}`,
    kind: 'transactional',
    ...(record.email && { replyTo: [record.email] }),
    subject: `Showing request: ${where}`,
    blocks,
  };
}
