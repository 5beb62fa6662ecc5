import { toRouteMonth, type Month } from '@shared/months';
import { formatCurrency } from '@shared/format/currency';
import { propertyTypeLabels, propertyTypes } from '@shared/property-types';
import { visitorSellingToListPrice, type PublishedFigures, type PublishedMonth } from '@shared/sold-report/anonymous';
import { monthLabel } from '@shared/sold-report/month-label';
import type { AgentBrand, MailBlock, OutgoingMail } from '../../../lib/mail/message';

/** One neighbourhood of a recipient's e-mail: its name and the month's published figures. */
export interface NewsletterNeighbourhood {
  id: string;
  name: string;
  figures: PublishedMonth;
}

/** More than this many followed neighbourhoods: the e-mail names the rest and links to them. */
export const neighbourhoodsPerMail = 10;

/** `2026-05` → `May 2026`. */
export const monthName = (month: Month): string => monthLabel(month);

/** The newsletter's idempotency key: one e-mail per month and user, whatever runs. */
export const newsletterKey = (month: Month, userId: string) => `newsletter:${month}:${userId}`;

/**
 * One type's line: counts, and the averages only where the aggregation published them (a cell
 * of fewer than 3 sales has none, nor a cell hidden to protect another, and a count of either is
 * withheld: "sales not shown", since it may be 1 or 40), so no line describes a single sale.
 */
export function figuresLine(figures: PublishedFigures): string {
  const parts = [figures.soldNumber === null ? 'sales not shown' : `${figures.soldNumber} sold`];
  if (figures.averagePrice !== null) parts.push(`average ${formatCurrency(figures.averagePrice)}`);
  const ratio = figures.averagePrice !== null ? visitorSellingToListPrice(figures) : null;
  // The average price over the average list price (the published figures have no per-sale
  // ratio), named so: the sold report's "Average Selling Price To List Price" is the mean of
  // each sale's ratio (DECISIONS row 36) and can round a point away (QA 76b M1).
  if (ratio !== null) parts.push(`${Math.round(ratio * 100)}% of the average list price`);
  if (figures.dom !== null) parts.push(`${Math.round(figures.dom)} days on market`);
  parts.push(`${figures.newListing} new ${figures.newListing === 1 ? 'listing' : 'listings'}`);
  return parts.join(' · ');
}

const reportUrl = (siteUrl: string, id: string, month: Month) =>
  `${siteUrl.replace(/\/$/, '')}/sold-report/${encodeURIComponent(id)}/${toRouteMonth(month)}`;

function neighbourhoodBlocks(place: NewsletterNeighbourhood, month: Month, siteUrl: string): MailBlock[] {
  const rows = propertyTypes.flatMap((type) => {
    const figures = place.figures[type];
    return figures ? [[propertyTypeLabels[type], figuresLine(figures)] as const] : [];
  });
  return [
    { heading: place.name },
    rows.length > 0 ? { details: rows } : { paragraph: `No sales or new listings in ${monthName(month)}.` },
    { button: { label: `${place.name} sold report`, url: reportUrl(siteUrl, place.id, month) } },
  ];
}

/**
 * The monthly newsletter of one user (DECISIONS row 19): the published aggregates of their
 * neighbourhoods for the closed month, a link to each sold report (a tracked link, through the
 * mail helper), branded with their agent. List mail: the helper adds the newsletter's
 * unsubscribe link and RFC 8058 headers.
 */
export function newsletterMail(input: {
  month: Month;
  user: { id: string; email: string; firstName?: string };
  neighbourhoods: readonly NewsletterNeighbourhood[];
  /** Whether they are their home's neighbourhood (the user follows none). */
  fromHome: boolean;
  agent: AgentBrand | undefined;
  siteUrl: string;
}): OutgoingMail {
  const { month, user, neighbourhoods, fromHome, agent, siteUrl } = input;
  const shown = neighbourhoods.slice(0, neighbourhoodsPerMail);
  const more = neighbourhoods.slice(neighbourhoodsPerMail);
  const greeting = user.firstName?.trim() ? `Hello ${user.firstName.trim()},` : 'Hello,';
  const intro = fromHome
    ? `Here is how homes sold in ${monthName(month)} in your home's neighbourhood.`
    : `Here is how homes sold in ${monthName(month)} in the ${shown.length === 1 ? 'neighbourhood' : 'neighbourhoods'} you follow.`;
  const blocks: MailBlock[] = [
    { paragraph: greeting },
    { paragraph: intro },
    ...shown.flatMap((place) => neighbourhoodBlocks(place, month, siteUrl)),
    ...(more.length > 0
      ? [{ paragraph: `You also follow ${more.map((place) => place.name).join(', ')}: their reports are on the site.` }]
      : []),
    {
      paragraph: [
        // Where to find what is not shown: the reader has an account (QA 72c L2: a mail of only
        // "sales not shown" lines promised averages and said no more).
        'Figures are averages of the month’s sales; where they could tell a single home’s price, they are not shown here. Signed in, the reports on the site show every sale.',
        // Not to the agent, whose own newsletter it is (QA 64 L4: "Sarah Thompson is happy to help" to Sarah).
        ...(agent && agent.email?.toLowerCase() !== user.email.toLowerCase()
          ? [`Questions about your neighbourhood? ${agent.name} is happy to help.`]
          : []),
      ].join(' '),
    },
  ];
  return {
    to: user.email,
    idempotencyKey: newsletterKey(month, user.id),
    kind: { list: 'newsletter', userId: user.id },
    subject: `Your sold report for ${monthName(month)}`,
    blocks,
    ...(agent && { agent }),
  };
}
