import { formatCurrency } from '@shared/format/currency';
import { displayDate } from '@shared/format/dates';
import { valuationList } from '@shared/unsubscribe';
import type { AgentBrand, MailBlock, OutgoingMail } from '../lib/mail/message';
import { mailHeadshotUrl, type ValuationAgent, type ValuationParty } from '../user/published';
import type { MailedFrequency } from './update-periods';
import type { ValuationRecord } from './valuation-record';

const site = (siteUrl: string) => siteUrl.replace(/\/$/, '');

const agentName = (agent: Pick<ValuationAgent, 'firstName' | 'lastName'>) =>
  `${agent.firstName} ${agent.lastName}`.trim();

/** The confirmed value and its day, as a details row; none before a confirmation. */
function confirmedDetail(record: ValuationRecord): (readonly [string, string])[] {
  if (record.confirmedValue === undefined) return [];
  const day = record.confirmedAt ? ` on ${displayDate(record.confirmedAt)}` : '';
  return [['Confirmed value', `${formatCurrency(record.confirmedValue)}${day}`]];
}

/**
 * The owner's agent as the mail helper brands with them (DECISIONS row 12). The picture by its
 * lasting address: the agent's signed `headshot` lapses within the hour (QA 45c M3).
 */
export function agentBrand(agent: ValuationAgent, agentId: string | undefined): AgentBrand {
  return {
    name: agentName(agent) || agent.email,
    email: agent.email,
    ...(agent.phone && { phone: agent.phone }),
    ...(agent.headshot && agentId && { headshotUrl: mailHeadshotUrl(agentId) }),
  };
}

/** `up $12,000 (+1.2%)`, `down $8,000 (-0.7%)` or `unchanged`. */
export function changeWords(value: number, before: number): string {
  const difference = Math.round(value - before);
  if (difference === 0) return 'unchanged';
  const share = before > 0 ? Math.abs(difference / before) * 100 : undefined;
  // Under 0.05% the tenth rounds to nothing: "down $377 (-0.0%)" read as a typo (QA 64 L1).
  const percent =
    share === undefined
      ? ''
      : share < 0.05
        ? ' (less than 0.1%)'
        : ` (${difference > 0 ? '+' : '-'}${share.toFixed(1)}%)`;
  return `${difference > 0 ? 'up' : 'down'} ${formatCurrency(Math.abs(difference))}${percent}`;
}

/** What one update e-mail says: the value now and the one it is compared with. */
export interface ValuationUpdate {
  record: ValuationRecord;
  owner: Pick<ValuationParty, 'firstName' | 'email' | 'agent' | 'agentId'>;
  ownerId: string;
  frequency: MailedFrequency;
  period: string;
  /** The value of the last update e-mail, or the first value when there was none. */
  before: { value: number; day: string; mailed: boolean };
  today: string;
  siteUrl: string;
}

/**
 * The periodic update on a valuation (issue 13): to the owner, branded with their agent, the
 * new value and its change, a link to the summary page. List mail of the valuation's own list,
 * so its unsubscribe turns these updates off (`stopValuationUpdates`). The key names the
 * valuation and the period: a re-run of the job sends nothing twice.
 */
export function valuationUpdateMail(update: ValuationUpdate): OutgoingMail {
  const { record, owner, before } = update;
  // An agent's own home: no agent card and no "reply to reach" themselves (QA 64 L4).
  const agent = owner.agentId === update.ownerId ? undefined : owner.agent;
  const change = changeWords(record.instanceValue, before.value);
  const since = before.mailed ? `our last update on ${before.day}` : `you valued it on ${before.day}`;
  const blocks: MailBlock[] = [
    { paragraph: `Hello${owner.firstName ? ` ${owner.firstName}` : ''},` },
    {
      paragraph:
        `Here is your ${update.frequency} update on ${record.displayAddress}. ` +
        `We estimate it is worth ${formatCurrency(record.instanceValue)} today, ` +
        `${change === 'unchanged' ? 'the same as' : `${change} since`} ${since}.`,
    },
    {
      details: [
        ['Estimated value', formatCurrency(record.instanceValue)],
        [before.mailed ? 'Change since our last update' : 'Change since you valued it', change],
        ['Likely range', `${formatCurrency(record.lowerRange)} to ${formatCurrency(record.upperRange)}`],
        // An agent's (or an admin's) confirmed value stays as confirmed while the estimate moves.
        ...confirmedDetail(record),
        // The estimate's day, as the pages' "As of" (QA 64 L2: "Valued on" beside "since you valued it on").
        ['Estimate as of', record.instanceValueDate],
      ],
    },
    {
      button: {
        label: "See your home's value history",
        url: `${site(update.siteUrl)}/home-valuation-summary/${encodeURIComponent(record.id)}`,
      },
    },
    ...(agent
      ? [
          {
            paragraph: `Questions about your home's value, or thinking about a move? Reply to this e-mail to reach ${agent.firstName || agentName(agent)}.`,
          },
        ]
      : []),
  ];
  return {
    to: owner.email,
    idempotencyKey: `valuation-update:${record.id}:${update.period}`,
    kind: { list: valuationList(record.id), userId: update.ownerId },
    subject: `Home value update: ${record.displayAddress}`,
    blocks,
    ...(agent && { agent: agentBrand(agent, owner.agentId) }),
  };
}

/**
 * The agent's (or an admin's) confirmation, to the owner (QA 77b M2: the owner who asked for a
 * review heard nothing until they opened the site again): the value confirmed, the notes for them,
 * the estimate beside it, and the link to the summary. Mail of the valuation's own list, as its
 * updates are: its unsubscribe turns them off, and an owner who turned them off gets none. The
 * key names the confirmation (valuation-changes.ts `newsForOwner` says which are mailed).
 */
export function valuationConfirmedMail(input: {
  record: ValuationRecord;
  owner: Pick<ValuationParty, 'firstName' | 'email' | 'agent' | 'agentId'>;
  ownerId: string;
  siteUrl: string;
}): OutgoingMail {
  const { record, owner } = input;
  const agent = owner.agentId === input.ownerId ? undefined : owner.agent;
  const value = formatCurrency(record.confirmedValue ?? record.instanceValue);
  const notes = record.agentNotes?.trim();
  const blocks: MailBlock[] = [
    { paragraph: `Hello${owner.firstName ? ` ${owner.firstName}` : ''},` },
    { paragraph: `Your valuation of ${record.displayAddress} has been reviewed, and its value confirmed at ${value}.` },
    {
      details: [
        ...confirmedDetail(record),
        ['Our estimate', formatCurrency(record.instanceValue)],
        ['Likely range', `${formatCurrency(record.lowerRange)} to ${formatCurrency(record.upperRange)}`],
      ],
    },
    ...(notes ? [{ paragraph: 'The notes that come with it:' }, { quote: notes }] : []),
    {
      button: {
        label: 'See your valuation',
        url: `${site(input.siteUrl)}/home-valuation-summary/${encodeURIComponent(record.id)}`,
      },
    },
    ...(agent
      ? [{ paragraph: `Questions about it? Reply to this e-mail to reach ${agent.firstName || agentName(agent)}.` }]
      : []),
  ];
  return {
    to: owner.email,
    idempotencyKey: `valuation-confirmed:${record.id}:${record.confirmedAt ?? ''}`,
    kind: { list: valuationList(record.id), userId: input.ownerId },
    subject: `Value confirmed: ${record.displayAddress}`,
    blocks,
    ...(agent && { agent: agentBrand(agent, owner.agentId) }),
  };
}

/**
 * The owner's "Next" (DECISIONS row 6), to their agent: who asks, about which home, and the
 * link to the review on the dashboard. Transactional, one a valuation and request day.
 */
export function discussionRequestMail(input: {
  record: ValuationRecord;
  owner: Pick<ValuationParty, 'firstName' | 'lastName' | 'phone'>;
  ownerEmail: string | undefined;
  agent: ValuationAgent;
  day: string;
  siteUrl: string;
}): OutgoingMail {
  const { record, agent } = input;
  const ownerName = `${input.owner.firstName} ${input.owner.lastName}`.trim() || input.ownerEmail || 'Your client';
  const blocks: MailBlock[] = [
    { paragraph: `Hello${agent.firstName ? ` ${agent.firstName}` : ''},` },
    { paragraph: `${ownerName} would like to talk about the value of ${record.displayAddress}.` },
    {
      details: [
        ['Our estimate', formatCurrency(record.instanceValue)],
        ['Likely range', `${formatCurrency(record.lowerRange)} to ${formatCurrency(record.upperRange)}`],
        // A value confirmed already is what the owner sees first (QA 47c L5).
        ...confirmedDetail(record),
        ...(input.ownerEmail ? [['E-mail', input.ownerEmail] as const] : []),
        // QA 77b L6: the agent typed it when inviting them; a call is the quickest answer.
        ...(input.owner.phone ? [['Phone', input.owner.phone] as const] : []),
      ],
    },
    {
      button: {
        label: 'Review the valuation',
        url: `${site(input.siteUrl)}/dashboard/valuations?review=${encodeURIComponent(record.id)}`,
      },
    },
    {
      paragraph: input.ownerEmail
        ? 'Reply to this e-mail to answer them directly, or confirm a value from the dashboard.'
        : 'Confirm a value from the dashboard, or contact them another way.',
    },
  ];
  return {
    to: agent.email,
    idempotencyKey: `valuation-discussion:${record.id}:${input.day}`,
    kind: 'transactional',
    ...(input.ownerEmail && { replyTo: [input.ownerEmail] }),
    subject: `Valuation review request: ${record.displayAddress}`,
    blocks,
  };
}
