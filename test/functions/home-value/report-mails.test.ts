import { describe, expect, it } from 'vitest';
import type { MailBlock } from '../../../functions/lib/mail/message';
import { printRequestMail } from '../../../functions/home-value/reports/report-mails';
import type { ReportRecord } from '../../../functions/home-value/reports/report-record';
import type { ValuationRecord } from '../../../functions/home-value/valuation-record';

const confirmed = {
  id: 'BXeONQm6imIuSXjV',
  displayAddress: '124 Main St, Mississauga',
  instanceValue: 954_034,
  instanceValueDate: '2026-12-05',
  confirmed: true,
  confirmedValue: 925_000,
  confirmedAt: '2026-12-05T15:20:00.000Z',
} as ValuationRecord;

const report = { id: '2iCg1XD9zh5kmlg3', valuationId: confirmed.id, year: 2026 } as ReportRecord;

/** The e-mail's words as the text body gives them: each detail as `label: value`, each paragraph. */
const wordsOf = (valuation: ValuationRecord) =>
  printRequestMail({
    report,
    valuation,
    requester: { firstName: 'Sarah', lastName: 'Thompson', email: 'agent@example.com' },
    contact: { firstName: 'Olivia', lastName: 'Chen' },
    printDesk: 'print.desk@brokerage.example.com',
    siteUrl: 'https://homes.example',
  })
    .blocks.flatMap((block: MailBlock) =>
      'details' in block
        ? block.details.map(([label, value]) => `${label}: ${value}`)
        : 'paragraph' in block
          ? [block.paragraph]
          : [],
    )
    .join('\n');

describe("the print desk's e-mail", () => {
  it('says the home’s details changed after the confirmation, as the list badge and the PDF do (QA 63a L14)', () => {
    const changed = { ...confirmed, detailsChangedAt: '2026-12-05T16:05:00.000Z' };

    const words = wordsOf(changed);

    expect(words).toContain('Confirmed value: $925,000 on 2026-12-05');
    expect(words).toContain('The home’s details changed on 2026-12-05, after this confirmation.');
  });

  it('says nothing of a change the confirmation came after, or of none', () => {
    expect(wordsOf({ ...confirmed, detailsChangedAt: '2026-12-01T10:00:00.000Z' })).not.toContain('details changed');
    expect(wordsOf(confirmed)).not.toContain('details changed');
    const estimate = { ...confirmed, confirmed: false, confirmedValue: undefined, confirmedAt: undefined };
    expect(wordsOf({ ...estimate, detailsChangedAt: '2026-12-05T16:05:00.000Z' })).toContain(
      'Estimated value: $954,034',
    );
  });
});
