import type { Month } from '@shared/months';
import { propertyTypes } from '@shared/property-types';
import { publishedFigures, type PublishedMonth } from '@shared/sold-report/anonymous';
import { isActive } from '@shared/sold-report/tally';
import type { AreaKey } from '../../keys';
import type { MonthPublicationDocument, VisitorSeriesDocument } from '../../sold-report-documents';
import type { SoldReportTallies } from './aggregate';
import type { MonthVisibility } from './visitors';

/**
 * The visitors' publication of one closed month (DECISIONS row 34): every area's figures as a
 * visitor may see them (`publishedFigures`), the cells hidden by the month's disclosure
 * decisions (`visible`, worked out over the whole tree of areas) left without their averages,
 * and those whose days on market would narrow a sale below its month without that mean.
 * Every area of `areas` is in it, `{}` where it saw nothing, so a reader tells "published, no
 * activity" from "not published" (a neighbourhood made by a later boundary import).
 */
export function monthPublication(
  tallies: SoldReportTallies,
  areas: readonly AreaKey[],
  month: Month,
  visible: MonthVisibility,
  publishedAt: string,
): MonthPublicationDocument {
  const published: MonthPublicationDocument['areas'] = {};
  for (const area of areas) {
    const byType = tallies.areas.get(area)?.get(month);
    const shown = visible.shown.get(area) ?? [];
    const domWithheld = visible.domWithheld.get(area) ?? [];
    const figures: PublishedMonth = {};
    for (const type of propertyTypes) {
      const tally = byType?.[type];
      if (tally && isActive(tally))
        figures[type] = publishedFigures(tally, shown.includes(type), !domWithheld.includes(type));
    }
    published[area] = figures;
  }
  return { month, publishedAt, areas: published };
}

/**
 * The shape of the visitor series. They are copies of the publications, so a run that finds
 * another shape writes them all again from the publications (never from the listings): shape 2
 * added `from`.
 */
export const visitorSeriesVersion = 2;

/**
 * Each area's visitor series: its entry of every publication, by month, and the first month
 * published (before which the data had nothing). A copy of the publications and nothing else,
 * so writing it again never changes a published figure.
 */
export function visitorSeriesOf(publications: readonly MonthPublicationDocument[]): VisitorSeriesDocument[] {
  const byArea = new Map<AreaKey, VisitorSeriesDocument>();
  const inOrder = [...publications].sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0));
  const from = inOrder[0]?.month ?? '';
  for (const publication of inOrder) {
    for (const [area, figures] of Object.entries(publication.areas) as [AreaKey, PublishedMonth | undefined][]) {
      if (!figures) continue;
      let series = byArea.get(area);
      if (!series) byArea.set(area, (series = { area, version: visitorSeriesVersion, from, months: {} }));
      series.months[publication.month] = figures;
    }
  }
  return [...byArea.values()];
}
