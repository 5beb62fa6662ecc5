import type { Neighbourhood } from '@shared/neighbourhood';
import { addMonths, monthRange, toApiTime, type Month } from '@shared/months';
import { propertyTypes } from '@shared/property-types';
import {
  countsOnlyNeighbourhoodSales,
  unpublishedMonths,
  visitorNeighbourhoodSales,
  visitorSoldReport,
  type AreaMonth,
} from '@shared/sold-report/anonymous';
import { completeMonth, completeTypeReports } from '@shared/sold-report/tally';
import type { NeighbourhoodSalesAnswer, SoldReportAnswer, Statistics } from '@shared/sold-report/types';
import { communityArea, gtaArea, neighbourhoodArea, type AreaKey } from './keys';
import {
  getAreaReports,
  getSoldReportParts,
  getVisitorSoldReportParts,
  type AreaReportDocument,
  type AreaSeriesDocument,
  type MonthPublicationDocument,
  type NeighbourhoodSalesDocument,
  type SoldReportParts,
} from './sold-report-repository';

/** The charts show the 12 months that end with the report's month. */
export const chartMonths = 12;

const chartWindow = (month: Month) => monthRange(addMonths(month, -(chartMonths - 1)), month);

function window(series: AreaSeriesDocument | undefined, month: Month): Statistics {
  return Object.fromEntries(chartWindow(month).map((m) => [m, completeMonth(series?.months[m])]));
}

/**
 * One neighbourhood's sold report for a month, from the aggregation's signed-in documents. A
 * month the job has not written (before the data begins) is a report of empty types.
 */
export function soldReportAnswer(neighbourhood: Neighbourhood, month: Month, parts: SoldReportParts): SoldReportAnswer {
  return {
    time: toApiTime(month),
    neighbourhood: { id: neighbourhood.id, name: neighbourhood.name, community: neighbourhood.community },
    reports: completeTypeReports(month, parts.report?.reports, neighbourhood.id),
    statistics: window(parts.gtaSeries, month),
    communityStatistics: window(parts.communitySeries, month),
    neighbourhoodStatistics: window(parts.neighbourhoodSeries, month),
  };
}

/** Areas' reports of some months as a series of their counts (what a visitor sees of a month not published). */
function seriesOfReports(area: AreaKey, reports: readonly AreaReportDocument[]): AreaSeriesDocument {
  const months: AreaSeriesDocument['months'] = {};
  for (const report of reports) {
    if (report.area !== area) continue;
    months[report.month] = Object.fromEntries(
      propertyTypes.flatMap((type) => {
        const typeReport = report.reports[type];
        return typeReport
          ? [
              [
                type,
                { soldPrice: null, dom: null, soldNumber: typeReport.soldNumber, newListing: typeReport.newListing },
              ],
            ]
          : [];
      }),
    );
  }
  return { area, months };
}

/**
 * One neighbourhood's sold report. A signed-in caller's reads its four documents in one
 * BatchGetItem. A visitor's reads the three areas' published months (`@shared/sold-report/anonymous`:
 * no sold row, no count of 1 or 2, the figures of a closed month as published once), and the
 * areas' small monthly reports only for the months not published, whose counts it shows: with
 * the month to date, in the same BatchGetItem; otherwise (the hours of the 1st before the job
 * publishes the month just closed, a neighbourhood newer than the publications) in a second one.
 */
export async function soldReport(
  neighbourhood: Neighbourhood,
  month: Month,
  signedIn: boolean,
  monthToDate: Month,
): Promise<SoldReportAnswer> {
  const areas = {
    neighbourhood: neighbourhoodArea(neighbourhood.id),
    community: communityArea(neighbourhood.community),
    gta: gtaArea,
  };
  if (signedIn) return soldReportAnswer(neighbourhood, month, await getSoldReportParts(areas, month));

  const keyOf = ({ area, month: m }: AreaMonth) => ({ area: areas[area], month: m as Month });
  const toDate: AreaMonth[] =
    month >= monthToDate ? (['neighbourhood', 'community', 'gta'] as const).map((area) => ({ area, month })) : [];
  const parts = await getVisitorSoldReportParts(areas, toDate.map(keyOf));
  const published = {
    ...(parts.neighbourhood && { neighbourhood: parts.neighbourhood }),
    ...(parts.community && { community: parts.community }),
    ...(parts.gta && { gta: parts.gta }),
  };
  const read = new Set(toDate.map((m) => `${m.area} ${m.month}`));
  const more = unpublishedMonths(month, chartWindow(month), published).filter((m) => !read.has(`${m.area} ${m.month}`));
  const reports = more.length > 0 ? [...parts.reports, ...(await getAreaReports(more.map(keyOf)))] : parts.reports;

  const counts = soldReportAnswer(neighbourhood, month, {
    report: reports.find((r) => r.area === areas.neighbourhood && r.month === month),
    neighbourhoodSeries: seriesOfReports(areas.neighbourhood, reports),
    communitySeries: seriesOfReports(areas.community, reports),
    gtaSeries: seriesOfReports(areas.gta, reports),
  });
  return visitorSoldReport(counts, month, published);
}

/**
 * Every neighbourhood's sales of a month by type (`/soldreports/neighbourhoods`). A visitor
 * gets a closed month as it was published, and a month not published (the month to date) as
 * its counts alone.
 */
export function neighbourhoodSalesAnswer(
  month: Month,
  documents: { sales?: NeighbourhoodSalesDocument; publication?: MonthPublicationDocument },
  signedIn: boolean,
): NeighbourhoodSalesAnswer {
  const live = documents.sales?.neighbourhoods ?? {};
  let neighbourhoods: NeighbourhoodSalesAnswer['neighbourhoods'];
  if (signedIn) {
    neighbourhoods = live;
  } else if (documents.publication) {
    neighbourhoods = Object.fromEntries(
      Object.entries(documents.publication.areas).flatMap(([area, published]) =>
        area.startsWith('NB#') && published ? [[area.slice(3), visitorNeighbourhoodSales(published)]] : [],
      ),
    );
  } else {
    neighbourhoods = Object.fromEntries(
      Object.entries(live).map(([id, byType]) => [id, countsOnlyNeighbourhoodSales(byType)]),
    );
  }
  return { time: toApiTime(month), neighbourhoods };
}
