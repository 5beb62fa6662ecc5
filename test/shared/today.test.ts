import { describe, expect, it } from 'vitest';
import { followUpKind } from '@shared/follow-up';
import { rankToday, reasonText, todayCountText, withoutFollowUp } from '@shared/today';
import { telHref } from '@shared/phone-link';
import type { UserListItem } from '@shared/users';

const person = (id: string, extra: Partial<UserListItem> = {}): UserListItem => ({
  id,
  PK: `U#${id}`,
  roles: null,
  details: { firstName: id, lastName: 'Patel', email: `${id}@example.com` },
  agentId: 'sarah',
  status: 'active',
  logins: 0,
  totalSessionDuration: 0,
  averageSessionDuration: 0,
  totalReportOpen: 0,
  ...extra,
});
const due = (id: string, date: string) => person(id, { followUp: { date, note: 'Call about the listing.' } });
const today = '2026-06-15';

describe("the Today view's ranking", () => {
  it('calls a date before yesterday overdue, then yesterday, then today, and later ones not due', () => {
    expect(followUpKind('2026-06-13', today)).toBe('overdue');
    expect(followUpKind('2026-06-14', today)).toBe('yesterday');
    expect(followUpKind('2026-06-15', today)).toBe('today');
    expect(followUpKind('2026-06-16', today)).toBeUndefined();
  });

  it('ranks overdue follow-ups first (oldest first), then yesterday, today, then the suggestions', () => {
    const rows = rankToday({
      today,
      due: [
        due('today', '2026-06-15'),
        due('late', '2026-06-10'),
        due('older', '2026-06-01'),
        due('ystd', '2026-06-14'),
      ],
      suggested: [
        person('mail', { followUpSuggestion: { reason: 'emailEngagement', at: '2026-06-14T10:00:00Z' } }),
        person('opens', { followUpSuggestion: { reason: 'reportOpens', at: '2026-06-12T10:00:00Z' } }),
      ],
      discussions: [
        { contact: person('asks'), valuationId: 'v1', address: '12 Maple Ave', at: '2026-06-13T10:00:00Z' },
      ],
    });

    expect(rows.map((row) => row.contact.id)).toEqual(['older', 'late', 'ystd', 'today', 'asks', 'opens', 'mail']);
    // The date is when it was due, not when it turned overdue (the day after next; QA 38b L9).
    expect(reasonText(rows[0]!.reasons[0]!)).toBe('Follow-up overdue, due 2026-06-01');
    expect(reasonText(rows[4]!.reasons[0]!)).toBe('Asked to discuss the valuation of 12 Maple Ave');
  });

  it('lists a contact once, with every reason, ranked by the most urgent', () => {
    const [row, ...others] = rankToday({
      today,
      due: [due('olivia', '2026-06-15')],
      suggested: [],
      discussions: [
        { contact: person('olivia'), valuationId: 'v1', address: '12 Maple Ave', at: '2026-06-13T10:00:00Z' },
      ],
    });

    expect(others).toEqual([]);
    expect(row!.reasons.map((reason) => reason.kind)).toEqual(['today', 'discussion']);
    expect(withoutFollowUp(row!)?.reasons.map((reason) => reason.kind)).toEqual(['discussion']);
    expect(withoutFollowUp({ ...row!, reasons: row!.reasons.slice(0, 1) })).toBeUndefined();
  });

  it('leaves out a follow-up not due yet, and a suggestion once a follow-up is set', () => {
    const rows = rankToday({
      today,
      due: [due('later', '2026-06-20')],
      suggested: [
        person('set', {
          followUp: { date: '2026-06-30', note: 'Call in two weeks.' },
          followUpSuggestion: { reason: 'emailEngagement', at: '2026-06-14T10:00:00Z' },
        }),
      ],
      discussions: [],
    });

    expect(rows).toEqual([]);
  });

  // QA 76c L1: "16 contacts to follow up" counted the contacts with no follow-up set as well.
  it('counts the contacts with a follow-up due apart from those there for another reason', () => {
    const asks = { contact: person('asks'), valuationId: 'v1', address: '12 Maple Ave', at: '2026-06-13T10:00:00Z' };
    const mail = person('mail', { followUpSuggestion: { reason: 'emailEngagement', at: '2026-06-14T10:00:00Z' } });
    const count = (input: Partial<Parameters<typeof rankToday>[0]>) =>
      todayCountText(rankToday({ today, due: [], suggested: [], discussions: [], ...input }));

    expect(count({ due: [due('ana', '2026-06-15')] })).toBe('1 contact with a follow-up due');
    expect(count({ due: [due('ana', '2026-06-15'), due('ben', '2026-06-01')] })).toBe(
      '2 contacts with a follow-up due',
    );
    expect(count({ suggested: [mail], discussions: [asks] })).toBe('2 contacts to call, none with a follow-up due');
    // A contact due and asking counts once, as due.
    expect(
      count({
        due: [due('ana', '2026-06-15'), due('asks', '2026-06-14')],
        suggested: [mail],
        discussions: [asks],
      }),
    ).toBe('3 contacts: 2 with a follow-up due, 1 to call for another reason');
  });

  it('links a phone with the +1 prefix', () => {
    expect(telHref('416-555-0134')).toBe('tel:+14165550134');
  });
});
