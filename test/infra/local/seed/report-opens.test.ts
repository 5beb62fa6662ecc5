import { describe, expect, it } from 'vitest';
import { currentMonth, addMonths } from '@shared/months';
import { generateReportOpens } from '../../../../infra/local/seed/report-opens';

const now = new Date('2026-11-30T15:00:00Z');
const person = (id: string, totalReportOpen: number, createdAt: string, lastLoginAt?: string) => ({
  id,
  totalReportOpen,
  createdAt,
  ...(lastLoginAt && { lastLoginAt }),
});
const people = [
  person('recent', 12, '2026-03-01T12:00:00Z', '2026-11-29T20:00:00Z'),
  person('old', 40, '2024-06-01T12:00:00Z', '2026-10-01T12:00:00Z'),
  person('never', 0, '2025-01-01T12:00:00Z'),
];
const generate = () =>
  generateReportOpens({ seed: 'test', people, neighbourhoodIds: ['annex', 'erindale', 'leslieville'], now });

describe("the demo contacts' sold-report opens in their Activity (QA 21)", () => {
  it('writes one OpenSoldReport item per counted open of an account younger than the retention', () => {
    const opens = generate().filter((item) => item.uid === 'recent');
    expect(opens).toHaveLength(12);
    expect(opens.every((item) => item.feedType === 'OpenSoldReport' && item.PK === 'U#recent')).toBe(true);
    // The last open is the last login's.
    expect(
      opens
        .map((item) => item.time)
        .sort()
        .at(-1),
    ).toBe('2026-11-29T20:00:00.000Z');
  });

  it("places every open in the account's life, on the report of the month before, with its link", () => {
    for (const item of generate()) {
      const owner = people.find((p) => p.id === item.uid)!;
      const time = String(item.time);
      expect(time >= owner.createdAt.slice(0, 19) && time <= owner.lastLoginAt!).toBe(true);
      expect(item.month).toBe(addMonths(currentMonth(new Date(time)), -1));
      expect(['annex', 'erindale', 'leslieville']).toContain(item.nid);
      expect(item.url).toMatch(new RegExp(`^/sold-report/${String(item.nid)}/\\d{4}-\\d{1,2}$`));
    }
  });

  it('leaves out the opens the 25 months of retention would have expired, and nobody without opens', () => {
    const opens = generate();
    const old = opens.filter((item) => item.uid === 'old');
    expect(old.length).toBeGreaterThan(0);
    expect(old.length).toBeLessThan(40);
    expect(old.every((item) => String(item.time) >= '2024-11-01')).toBe(true);
    expect(opens.some((item) => item.uid === 'never')).toBe(false);
    // Deterministic: the same seed, people and date give the same items.
    expect(generate()).toEqual(opens);
  });
});
