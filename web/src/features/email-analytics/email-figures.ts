import type { EmailAnalyticsAnswer, EmailAnalyticsItem, EmailAnalyticsType } from '@shared/analytics';

/** The three figures shown as a share of the e-mails sent, in the page's order. */
export const rateTypes = ['_email.open', '_email.click', '_email.unsubscribe'] as const satisfies EmailAnalyticsType[];
export type RateType = (typeof rateTypes)[number];

export const rateLabels: Record<RateType, string> = {
  '_email.open': 'Open rate',
  '_email.click': 'Click through',
  '_email.unsubscribe': 'Unsubscribes',
};

/** The side panel's title: who did it. */
export const panelTitles: Record<RateType, string> = {
  '_email.open': 'Opened',
  '_email.click': 'Clicked a link',
  '_email.unsubscribe': 'Unsubscribed',
};

/**
 * What a person's count in the panel counts: their e-mails of the month opened (once each,
 * however often), clicked, or unsubscribed from; not their opens (QA 77a L2: "Count" beside "3"
 * read as three opens, for 3 of 6 e-mails).
 */
export const panelCountHeaders: Record<RateType, string> = {
  '_email.open': 'E-mails opened',
  '_email.click': 'E-mails clicked',
  '_email.unsubscribe': 'Unsubscribes',
};

/**
 * The open panel's note: the rollups count a click as an open too (mail-events README), which a
 * contact's activity, listing the click alone, does not (QA 38b L4: 2 opens here, none there).
 */
export const openIncludesClicks =
  'A click counts as an open too: the reader saw the e-mail even where their mail client did not report opening it.';

/** Why machines are counted apart (DECISIONS row 39), for the "+ N by machines" explanation. */
export const machineExplanations: Partial<Record<RateType, string>> = {
  '_email.open':
    "Not counted above: opens by machines, such as Apple Mail Privacy Protection, which loads every message's images as it arrives.",
  '_email.click':
    'Not counted above: clicks by machines, such as mail servers’ link scanners clicking within seconds of delivery, or a hidden link no person sees.',
};

/**
 * A count as a percentage of the e-mails sent, to one decimal (document 2 §2): 0 when nothing
 * was sent, never a division by zero.
 */
export function percentOfSent(count: number, sent: number): number {
  if (sent <= 0) return 0;
  return Math.round((count / sent) * 1000) / 10;
}

export interface EmailRate {
  type: RateType;
  label: string;
  /** People's events; machines' apart. */
  count: number;
  machineCount: number;
  percent: number;
  item: EmailAnalyticsItem;
}

const emptyItem = (feedType: EmailAnalyticsType): EmailAnalyticsItem => ({
  feedType,
  count: 0,
  machineCount: 0,
  userAndCounts: [],
});

/** The month's sent count and its three rates; a type the answer lacks counts as none. */
export function emailRates(answer: EmailAnalyticsAnswer): { sent: number; rates: EmailRate[] } {
  const itemOf = (type: EmailAnalyticsType) => answer.items.find((item) => item.feedType === type) ?? emptyItem(type);
  const sent = itemOf('_email.send').count;
  const rates = rateTypes.map((type) => {
    const item = itemOf(type);
    return {
      type,
      label: rateLabels[type],
      count: item.count,
      machineCount: item.machineCount,
      percent: percentOfSent(item.count, sent),
      item,
    };
  });
  return { sent, rates };
}

const oneDecimal = new Intl.NumberFormat('en-CA', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** '12.5%', and '2.0%' beside it rather than '2%' (QA 55a: "2%" beside "42.4%"). */
export const formatPercent = (percent: number) => `${oneDecimal.format(percent)}%`;
