import type { Listing } from '@shared/listing';
import { showingTimeLabels } from '@shared/search/booking';
import { displayAddress } from '@shared/search/summary';
import type { Mail } from '../lib/adapters/send-mail';
import type { ShowingRequest } from '../user/published';

/**
 * The e-mail of a showing request: to the agent (or the brokerage's desk), with the
 * requester's verified address as Reply-To so the answer goes straight to them. A requester
 * without a verified address gets no Reply-To: the mail says so, and the agent reaches them
 * another way. Plain text only, so nothing the requester typed can turn into markup; the
 * subject carries only our own data.
 */
export function showingMail(
  record: ShowingRequest,
  listing: Pick<Listing, 'mls' | 'address' | 'unit' | 'municipality'>,
  recipient: { email: string; firstName?: string },
  siteUrl: string,
): Mail {
  const where = displayAddress(listing);
  const lines = [
    `Hello${recipient.firstName ? ` ${recipient.firstName}` : ''},`,
    '',
    `${record.name} would like to see ${where} (MLS ${listing.mls}).`,
    '',
    `Preferred day: ${record.date}, ${showingTimeLabels[record.time]}`,
    ...(record.email ? [`E-mail: ${record.email}`] : []),
    ...(record.phone ? [`Phone: ${record.phone}`] : []),
    ...(record.message ? ['', 'Message:', record.message] : []),
    '',
    `The listing: ${siteUrl.replace(/\/$/, '')}/property-details/?=${encodeURIComponent(listing.mls)}`,
    '',
    record.email
      ? 'Reply to this e-mail to answer them directly.'
      : 'Their e-mail address is not verified yet, so this message has no reply address: contact them another way.',
  ];
  return {
    to: [recipient.email],
    ...(record.email && { replyTo: [record.email] }),
    subject: `Showing request: ${where}`,
    text: lines.join('\n'),
  };
}
