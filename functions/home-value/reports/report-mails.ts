import { detailsChangedSentence } from '@shared/annual-report/figures';
import { formatCurrency } from '@shared/format/currency';
import { displayDate } from '@shared/format/dates';
import type { MailBlock, OutgoingMail } from '../../lib/mail/message';
import type { ReportRecord } from './report-record';
import type { ValuationRecord } from '../valuation-record';
import { detailsChangedSinceConfirmed } from '../views';

const site = (siteUrl: string) => siteUrl.replace(/\/$/, '');
const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/**
 * The value the report stands by, named for what it is, as the report's PDF gives it: a
 * confirmed value with its day and, when the owner changed the home's details after it, the
 * PDF's words for that (QA 63a L14: the desk read a stale value as current); else the estimate.
 */
function valueBlocks(valuation: ValuationRecord): { detail: readonly [string, string]; note?: MailBlock } {
  if (valuation.confirmedValue === undefined) {
    return { detail: ['Estimated value', formatCurrency(valuation.instanceValue)] };
  }
  const day = valuation.confirmedAt ? ` on ${displayDate(valuation.confirmedAt)}` : '';
  const { detailsChangedAt } = detailsChangedSinceConfirmed(valuation);
  return {
    detail: ['Confirmed value', `${formatCurrency(valuation.confirmedValue)}${day}`],
    ...(detailsChangedAt && {
      note: {
        paragraph: `${detailsChangedSentence(detailsChangedAt)} The model’s estimate of the home as it is now is ${formatCurrency(valuation.instanceValue)}.`,
      },
    }),
  };
}

/**
 * An annual report's print request (DECISIONS row 23), to the brokerage's print desk: who
 * asked, for which contact and home, and the link that previews the report's PDF on the
 * dashboard. Transactional (DECISIONS row 38), from the product, Reply-To the one who asked;
 * one a report, whatever the retries (`annual-report-print:{reportId}`).
 */
export function printRequestMail(input: {
  report: ReportRecord;
  valuation: ValuationRecord;
  requester: { firstName: string; lastName: string; email?: string };
  contact: { firstName: string; lastName: string; email?: string } | undefined;
  printDesk: string;
  siteUrl: string;
}): OutgoingMail {
  const { report, valuation, requester, contact } = input;
  const asker = nameOf(requester) || requester.email || 'An agent';
  const contactName = (contact && (nameOf(contact) || contact.email)) || 'A contact';
  const value = valueBlocks(valuation);
  const blocks: MailBlock[] = [
    { paragraph: 'Hello,' },
    { paragraph: `${asker} asks for the printed annual report of ${valuation.displayAddress}.` },
    {
      details: [
        ['Requested by', requester.email ? `${asker} (${requester.email})` : asker],
        ['Contact', contactName],
        ['Address', valuation.displayAddress],
        ['Year', String(report.year)],
        value.detail,
      ],
    },
    ...(value.note ? [value.note] : []),
    {
      button: {
        label: 'Preview the report',
        url: `${site(input.siteUrl)}/dashboard/valuations?preview=${encodeURIComponent(report.id)}`,
      },
    },
    // The preview is the dashboard's (document 2: an admin sees every report): a print desk
    // without an admin account cannot open it (QA 47c M2), so the mail says so.
    {
      paragraph:
        'The preview opens on the dashboard for the brokerage’s admins, once signed in. Reply to this e-mail to reach the person who asked, for the report itself or where to send it.',
    },
  ];
  return {
    to: input.printDesk,
    idempotencyKey: `annual-report-print:${report.id}`,
    kind: 'transactional',
    ...(requester.email && { replyTo: [requester.email] }),
    subject: `Print request: annual report for ${valuation.displayAddress}`,
    blocks,
  };
}
