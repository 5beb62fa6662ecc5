import { describe, expect, it } from 'vitest';
import type { TodayData } from '../../web/src/features/today/api/get-today';
import { afterChange } from '../../web/src/features/today/hooks/use-today-follow-up';
import { contact as person } from './user-list-fixtures';

const today = '2026-06-15';
const due = person('due', { followUp: { date: '2026-06-10', note: 'Call about the listing.' } });
const suggested = person('mia', { followUpSuggestion: { reason: 'emailEngagement', at: '2026-06-14T10:00:00Z' } });
const data: TodayData = {
  due: [due],
  suggested: [suggested],
  discussions: [{ contact: due, valuationId: 'v1', address: '12 Maple Ave', at: '2026-06-13T10:00:00Z' }],
  homes: [],
  reports: [],
};

describe("the Today view's optimistic follow-up change", () => {
  it('takes a follow-up moved past today out of the due list, and keeps the discussion', () => {
    const next = afterChange(data, { contact: due, followUp: { date: '2026-06-16', note: 'Call again.' } }, today);

    expect(next.due).toEqual([]);
    expect(next.discussions).toHaveLength(1);
  });

  it('keeps a follow-up moved to today, with its new date', () => {
    const next = afterChange(data, { contact: due, followUp: { date: today, note: 'Call today.' } }, today);

    expect(next.due[0]?.followUp).toEqual({ date: today, note: 'Call today.' });
  });

  it('answers a suggestion by setting a follow-up, and keeps it when a follow-up is only cleared', () => {
    const set = afterChange(
      data,
      { contact: suggested, followUp: { date: '2026-06-22', note: 'Call next week.' } },
      today,
    );
    const cleared = afterChange(data, { contact: due, followUp: null }, today);

    expect(set.suggested).toEqual([]);
    expect(cleared.due).toEqual([]);
    expect(cleared.suggested).toEqual([suggested]);
  });
});
