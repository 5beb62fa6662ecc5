import { describe, expect, it } from 'vitest';
import {
  discussionRequestMail,
  valuationUpdateMail,
  type ValuationUpdate,
} from '../../../functions/home-value/valuation-mails';
import type { ValuationRecord } from '../../../functions/home-value/valuation-record';
import { env } from '../../../functions/lib/env';

const record = {
  id: 'xygM6H-WjWIy4MQj',
  displayAddress: '99 14th Ave, Markham',
  instanceValue: 861_147,
  instanceValueDate: '2026-11-30',
  lowerRange: 780_639,
  upperRange: 951_645,
  confirmed: false,
} as ValuationRecord;

const update = (valuation: ValuationRecord): ValuationUpdate => ({
  record: valuation,
  owner: { firstName: 'Olivia', email: 'client@example.com', agent: undefined },
  ownerId: 'u1',
  frequency: 'monthly',
  period: 'monthly:2026-11',
  before: { value: 870_000, day: '2026-10-30', mailed: true },
  today: '2026-11-30',
  siteUrl: 'https://homes.example',
});

const detailsOf = (valuation: ValuationRecord) =>
  valuationUpdateMail(update(valuation)).blocks.flatMap((block) => ('details' in block ? block.details : []));

describe("a valuation's update e-mail", () => {
  it('says the value the agent confirmed beside the estimate, which an owner would otherwise read as replacing it', () => {
    // The owner's summary shows both; the e-mail said "worth $861,147" alone to an owner whose
    // agent had confirmed $887,000.
    const confirmed = {
      ...record,
      confirmed: true,
      confirmedValue: 887_000,
      confirmedAt: '2026-11-30T05:35:00.000Z',
    } as ValuationRecord;

    expect(detailsOf(confirmed)).toContainEqual(['Confirmed value', '$887,000 on 2026-11-30']);
    expect(detailsOf(confirmed)[0]).toEqual(['Estimated value', '$861,147']);
    expect(detailsOf(record).map(([label]) => label)).not.toContain('Confirmed value');
  });
});

describe("the update e-mail's figures (QA 64 L1, L2)", () => {
  it('says a change under 0.05% is less than 0.1%, not "-0.0%", and rounds larger ones to a tenth', () => {
    const moved = (value: number) =>
      detailsOf({ ...record, instanceValue: value } as ValuationRecord).find(([label]) =>
        label.startsWith('Change'),
      )?.[1];

    expect(moved(869_623)).toBe('down $377 (less than 0.1%)');
    expect(moved(870_020)).toBe('up $20 (less than 0.1%)');
    expect(moved(861_147)).toBe('down $8,853 (-1.0%)');
    expect(moved(870_000)).toBe('unchanged');
  });

  it('dates the estimate as the pages do ("as of"), by the estimate\'s own day', () => {
    const details = detailsOf({ ...record, instanceValueDate: '2026-11-29' } as ValuationRecord);
    expect(details).toContainEqual(['Estimate as of', '2026-11-29']);
    expect(details.map(([label]) => label)).not.toContain('Valued on');
  });
});

describe("the update e-mail's agent card", () => {
  it('is left out, with the reply-to-reach line, when the owner is their own agent (QA 64 L4: Sarah wrote to reach Sarah)', () => {
    const sarah = { firstName: 'Sarah', lastName: 'Thompson', email: 'sarah.thompson@example.com' };
    const own = valuationUpdateMail({
      ...update(record),
      owner: { ...update(record).owner, agent: sarah, agentId: 'u1' },
    });
    const client = valuationUpdateMail({
      ...update(record),
      owner: { ...update(record).owner, agent: sarah, agentId: 'a1' },
    });
    const text = (mail: typeof own) =>
      mail.blocks.map((block) => ('paragraph' in block ? block.paragraph : '')).join(' ');

    expect(own.agent).toBeUndefined();
    expect(text(own)).not.toContain('Reply to this e-mail to reach');
    expect(client.agent?.name).toBe('Sarah Thompson');
    expect(text(client)).toContain('Reply to this e-mail to reach Sarah.');
  });

  it("shows the agent's picture by its lasting address, not the valuation's signed link, which lapses within the hour (QA 45c M3)", () => {
    const agent = {
      firstName: 'Sarah',
      lastName: 'Thompson',
      email: 'sarah.thompson@example.com',
      headshot: 'https://uploads.example/headshots/a1-1234.jpg?X-Amz-Expires=3600&X-Amz-Signature=abc',
    };
    const mail = valuationUpdateMail({ ...update(record), owner: { ...update(record).owner, agent, agentId: 'a1' } });

    expect(mail.agent?.headshotUrl).toBe(`${env().SITE_URL}/api/agents/a1/headshot`);
    // Without a picture, none.
    const plain = valuationUpdateMail({
      ...update(record),
      owner: { ...update(record).owner, agent: { ...agent, headshot: undefined }, agentId: 'a1' },
    });
    expect(plain.agent?.headshotUrl).toBeUndefined();
  });
});

describe("an owner's review request to the agent", () => {
  const mail = (valuation: ValuationRecord) =>
    discussionRequestMail({
      record: valuation,
      owner: { firstName: 'Liam', lastName: 'Patel' },
      ownerEmail: 'liam@example.com',
      agent: { firstName: 'Sarah', email: 'agent@example.com' } as Parameters<typeof discussionRequestMail>[0]['agent'],
      day: '2026-12-03',
      siteUrl: 'https://homes.example',
    }).blocks.flatMap((block) => ('details' in block ? block.details : []));

  it('tells the agent the value they confirmed already, beside the estimate (QA 47c L5)', () => {
    const confirmed = { ...record, confirmed: true, confirmedValue: 887_000, confirmedAt: '2026-11-30T15:00:00.000Z' };
    expect(mail(confirmed as ValuationRecord)).toContainEqual(['Confirmed value', '$887,000 on 2026-11-30']);
    expect(mail(record).map(([label]) => label)).not.toContain('Confirmed value');
  });
});
