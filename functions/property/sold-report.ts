import type { Neighbourhood } from '@shared/neighbourhood';
import { addMonths, currentMonth, defaultReportMonth, monthRange, toApiTime, type Month } from '@shared/months';
import { propertyTypes } from '@shared/property-types';
import {
  unpublishedMonths,
  visitorNeighbourhoodSales,
  visitorSoldReport,
  type AreaMonth,
} from '@shared/sold-report/anonymous';
import { completeMonth, completeTypeReports } from '@shared/sold-report/tally';
import { withinData } from '@shared/sold-report/data-extent';
import type { NeighbourhoodSalesAnswer, SoldReportAnswer, Statistics } from '@shared/sold-report/types';
import { NotFoundError } from '../lib/errors';
import { neighbourhoodDirectory } from './neighbourhood-directory';
import type {
  AreaSeriesDocument,
  MonthPublicationDocument,
  NeighbourhoodSalesDocument,
  PlaceArea,
  PlaceAreaReport,
  SoldReportParts,
} from './sold-report-documents';
import {
  getAreaReports,
  getNeighbourhoodSales,
  getSoldReportParts,
  getVisitorSoldReportParts,
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
  return withinData(answerOf(neighbourhood, month, parts), parts.gtaSeries ?? {});
}

function answerOf(neighbourhood: Neighbourhood, month: Month, parts: SoldReportParts): SoldReportAnswer {
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
function seriesOfReports(area: PlaceArea, reports: readonly PlaceAreaReport[]): AreaSeriesDocument | undefined {
  const months: AreaSeriesDocument['months'] = {};
  let areaKey: AreaSeriesDocument['area'] | undefined;
  for (const { area: of, report } of reports) {
    if (of !== area) continue;
    areaKey = report.area;
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
  return areaKey ? { area: areaKey, months } : undefined;
}

/**
 * One neighbourhood's sold report. A signed-in caller's reads its four documents in one
 * BatchGetItem. A visitor's reads the three areas' published months (`@shared/sold-report/anonymous`:
 * no sold row, no count of 1 or 2, the figures of a closed month as published once), and the
 * areas' small monthly reports only for the months not published, whose counts it shows: with
 * the month to date, in the same BatchGetItem; otherwise (the hours of the 1st before the job
 * publishes the month just closed, a neighbourhood newer than the publications) in a second one.
 */
async function reportOfNeighbourhood(
  neighbourhood: Neighbourhood,
  month: Month,
  signedIn: boolean,
  monthToDate: Month,
): Promise<SoldReportAnswer> {
  if (signedIn) return soldReportAnswer(neighbourhood, month, await getSoldReportParts(neighbourhood, month));

  const toDate: AreaMonth[] =
    month >= monthToDate ? (['neighbourhood', 'community', 'gta'] as const).map((area) => ({ area, month })) : [];
  const parts = await getVisitorSoldReportParts(neighbourhood, toDate);
  const published = {
    ...(parts.neighbourhood && { neighbourhood: parts.neighbourhood }),
    ...(parts.community && { community: parts.community }),
    ...(parts.gta && { gta: parts.gta }),
  };
  const read = new Set(toDate.map((m) => `${m.area} ${m.month}`));
  const more = unpublishedMonths(month, chartWindow(month), published).filter((m) => !read.has(`${m.area} ${m.month}`));
  const reports = more.length > 0 ? [...parts.reports, ...(await getAreaReports(neighbourhood, more))] : parts.reports;

  const counts = soldReportAnswer(neighbourhood, month, {
    report: reports.find((r) => r.area === 'neighbourhood' && r.month === month)?.report,
    neighbourhoodSeries: seriesOfReports('neighbourhood', reports),
    communitySeries: seriesOfReports('community', reports),
    gtaSeries: seriesOfReports('gta', reports),
  });
  return withinData(visitorSoldReport(counts, month, published), published.gta ?? {});
}

/**
 * `GET /soldreports/{id}`: the report of a neighbourhood of the current set for `month` (last
 * month when none is asked, the month the screens open on: document 1 §4.1), signed in or
 * as a visitor sees it. An unknown id is NotFoundError.
 */
export async function soldReport(request: {
  neighbourhoodId: string;
  month: Month | undefined;
  signedIn: boolean;
  now: Date;
}): Promise<SoldReportAnswer> {
  const neighbourhood = (await neighbourhoodDirectory()).byId.get(request.neighbourhoodId);
  if (!neighbourhood) throw new NotFoundError(`There is no neighbourhood ${request.neighbourhoodId}.`);
  const month = request.month ?? defaultReportMonth(request.now);
  return reportOfNeighbourhood(neighbourhood, month, request.signedIn, currentMonth(request.now));
}

/**
 * Every neighbourhood's sales of a month by type (`/soldreports/neighbourhoods`). A visitor
 * gets a closed month as it was published, and of a month not published (the month to date)
 * nothing.
 */
function neighbourhoodSalesAnswer(
  month: Month,
  documents: { sales?: NeighbourhoodSalesDocument; publication?: MonthPublicationDocument },
  signedIn: boolean,
  neighbourhoodIds: () => Iterable<string>,
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
    // Not published yet (the month to date): nothing of its sales, not even where some were (QA 46d
    // H1), so every neighbourhood's every type alike, withheld; none left out, which reads as 0
    // sales (review 46).
    const withheld = Object.fromEntries(propertyTypes.map((type) => [type, { soldNumber: null, averagePrice: null }]));
    neighbourhoods = Object.fromEntries([...neighbourhoodIds()].map((id) => [id, withheld]));
  }
  return { time: toApiTime(month), neighbourhoods };
}

/** `GET /soldreports/neighbourhoods`: every neighbourhood's sales of `month` (last month when none is asked). */
export async function neighbourhoodSales(request: {
  month: Month | undefined;
  signedIn: boolean;
  now: Date;
}): Promise<NeighbourhoodSalesAnswer> {
  const month = request.month ?? defaultReportMonth(request.now);
  const [documents, directory] = await Promise.all([
    getNeighbourhoodSales(month, { visitor: !request.signedIn }),
    neighbourhoodDirectory(),
  ]);
  return neighbourhoodSalesAnswer(month, documents, request.signedIn, () => directory.byId.keys());
}
