import type { Month } from '@shared/months';
import { propertyTypes } from '@shared/property-types';
import { publishedFigures, type PublishedMonth } from '@shared/sold-report/anonymous';
import { isActive } from '@shared/sold-report/tally';
import type { AreaKey } from '../../keys';
import type { MonthPublicationDocument, VisitorSeriesDocument } from '../../sold-report-documents';
import type { SoldReportTallies } from './aggregate';
import type { MonthVisibility } from './visitors';

/**
 * The visitor rule a publication holds to, stored in it. Change it with the rule: with
 * `visitorSeriesVersion`, whenever what `createVisitorDecisions` withholds changes
 * (disclosure.ts, dom-disclosure.ts), so that the next run checks every month published before
 * (`withDomChecked`). 3: days on market all or none of a month and type (QA 45 H1: the area-by-area
 * rule's months, stored as 2, had kept means the rule as it stands withholds). 4: no count of a
 * cell the disclosure decisions hide (QA 46d M2: subtracted, it gave a withheld count).
 */
export const publicationVersion = 4;

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
  return { month, version: publicationVersion, publishedAt, areas: published };
}

/**
 * A publication of an older rule, checked as a new one is. A cell published without its average
 * price was hidden by its month's decisions: its count goes too (version 4), as `publishedFigures`
 * now withholds it. Its days on market (DECISIONS row 35; dom-disclosure.ts): of each type, where
 * every area's published figures are those the tallies give today, each mean the month's
 * decision withholds becomes null; where any differs (a sale imported or corrected since), every
 * mean of that type, since the check needs the sums a visitor saw. Only ever withholds: a figure taken away tells a visitor nothing new.
 */
export function withDomChecked(
  publication: MonthPublicationDocument,
  tallies: SoldReportTallies,
  visible: MonthVisibility,
): MonthPublicationDocument {
  const { month } = publication;
  const entries = (Object.entries(publication.areas) as [AreaKey, PublishedMonth | undefined][]).map(
    ([area, figures]) => [area, figures && withoutHiddenCounts(figures)] as [AreaKey, PublishedMonth | undefined],
  );
  const near = (a: number | null | undefined, b: number | null | undefined) =>
    (a ?? null) === null || (b ?? null) === null ? (a ?? null) === (b ?? null) : Math.abs(a! - b!) < 1e-6;
  const areas: MonthPublicationDocument['areas'] = {};
  for (const [area, figures] of entries) areas[area] = figures && { ...figures };
  for (const type of propertyTypes) {
    const unchanged = entries.every(([area, figures]) => {
      const stored = figures?.[type];
      const tally = tallies.areas.get(area)?.get(month)?.[type];
      if (!stored) return !tally || !isActive(tally);
      if (!tally) return false;
      const today = publishedFigures(tally, (visible.shown.get(area) ?? []).includes(type), true);
      return (
        stored.soldNumber === today.soldNumber &&
        near(stored.averagePrice, today.averagePrice) &&
        (stored.dom === null || near(stored.dom, today.dom))
      );
    });
    for (const [area, figures] of Object.entries(areas) as [AreaKey, PublishedMonth | undefined][]) {
      const stored = figures?.[type];
      if (!stored || stored.dom === null) continue;
      if (!unchanged || (visible.domWithheld.get(area) ?? []).includes(type)) figures![type] = { ...stored, dom: null };
    }
  }
  return { ...publication, version: publicationVersion, areas };
}

/** A published month's cells, the count of each hidden one (no average price, some sales) withheld. */
function withoutHiddenCounts(figures: PublishedMonth): PublishedMonth {
  return Object.fromEntries(
    Object.entries(figures).map(([type, cell]) => [
      type,
      cell && cell.averagePrice === null && cell.soldNumber !== 0 ? { ...cell, soldNumber: null } : cell,
    ]),
  ) as PublishedMonth;
}

/**
 * The shape of the visitor series. They are copies of the publications, so a run that finds
 * another shape writes them all again from the publications (never from the listings): shape 2
 * added `from`; 3 copies publications whose days on market are checked (`withDomChecked`), and
 * says where the data begins (`dataFrom`, not a figure: the first list date); 4 copies
 * publications checked by `publicationVersion` 3; 5 by 4.
 */
export const visitorSeriesVersion = 5;

/**
 * Each area's visitor series: its entry of every publication, by month, and the first month
 * published (before which the data had nothing). A copy of the publications and nothing else,
 * so writing it again never changes a published figure.
 */
export function visitorSeriesOf(
  publications: readonly MonthPublicationDocument[],
  extent: { dataFrom?: string; wholeFrom?: string } = {},
): VisitorSeriesDocument[] {
  const byArea = new Map<AreaKey, VisitorSeriesDocument>();
  const inOrder = [...publications].sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0));
  const from = inOrder[0]?.month ?? '';
  for (const publication of inOrder) {
    for (const [area, figures] of Object.entries(publication.areas) as [AreaKey, PublishedMonth | undefined][]) {
      if (!figures) continue;
      let series = byArea.get(area);
      if (!series)
        byArea.set(
          area,
          (series = {
            area,
            version: visitorSeriesVersion,
            from,
            ...(extent.dataFrom && { dataFrom: extent.dataFrom }),
            ...(extent.wholeFrom && { wholeFrom: extent.wholeFrom }),
            months: {},
          }),
        );
      series.months[publication.month] = figures;
    }
  }
  return [...byArea.values()];
}
