import { comparablesInOrder } from '@shared/annual-report/comparables';
import { confirmedWorkOf } from '@shared/annual-report/figures';
import { homeLastSale } from '@shared/home-value/last-sale';
import type { AnnualReport, AnnualReportListItem } from '@shared/annual-report/types';
import { neighbourhoodNames } from '../../property/published';
import type { ValuationParty } from '../../user/published';
import type { Relation } from '../access';
import { confirmedLastYear, lastYearChart } from '../insights';
import type { ReportRecord } from './report-record';
import type { ValuationRecord } from '../valuation-record';
import { detailsChangedSinceConfirmed, valuationView } from '../views';

/** What a report and its list row both say first: the report's own facts and whose it is. */
function reportHeader(
  report: ReportRecord,
  valuation: ValuationRecord,
  party: Pick<ValuationParty, 'firstName' | 'lastName'> | undefined,
) {
  return {
    id: report.id,
    valuationId: report.valuationId,
    year: report.year,
    createdAt: report.createdAt,
    ...(report.updatedAt && { updatedAt: report.updatedAt }),
    ...(report.printRequestAt && { printRequestAt: report.printRequestAt }),
    userId: valuation.ownerId ?? report.ownerId,
    ...(party && { user: { firstName: party.firstName, lastName: party.lastName } }),
  };
}

/**
 * A report as this caller may see it (shared/annual-report/types.ts `AnnualReport`): the
 * valuation through its caller view (no private notes for the contact), its chart of the last
 * 12 months, the contact's name and their agent's branding read now, and the names of the
 * neighbourhoods of the home and its comparables.
 */
export async function reportView(
  report: ReportRecord,
  valuation: ValuationRecord,
  relation: Relation,
  party: ValuationParty | undefined,
  now: Date,
): Promise<AnnualReport> {
  const [chart, confirmedChart, names] = await Promise.all([
    lastYearChart(valuation, now),
    confirmedLastYear(valuation, now),
    neighbourhoodNames(),
  ]);
  const ids = [
    ...new Set([valuation.location.neighbourhoodId, ...report.similarSolds.map((p) => p.neighbour)].filter(Boolean)),
  ];
  const homeValue = valuationView(valuation, relation, party);
  const location = { lat: valuation.location.lat, lon: valuation.location.lon };
  return {
    ...reportHeader(report, valuation, party),
    ...(party?.agent && { agent: party.agent }),
    homeValue,
    location,
    ...(report.propertyDetails && { propertyDetails: report.propertyDetails }),
    // Nearest first, as the PDF numbers them: the modal lists them in this order too (QA 63a L7).
    similarSolds: comparablesInOrder({ ...report, homeValue, location }),
    similarActives: report.similarActives,
    chart,
    ...(confirmedChart && { confirmedChart, confirmedWork: confirmedWorkOf(valuation) }),
    neighbourhoods: ids.map((id) => ({ id, name: names.get(id) ?? id })),
  };
}

/** One row of the report lists. */
export function reportListItem(
  report: ReportRecord,
  valuation: ValuationRecord,
  party: Pick<ValuationParty, 'firstName' | 'lastName'> | undefined,
): AnnualReportListItem {
  const sold = homeLastSale(valuation)?.price;
  return {
    ...reportHeader(report, valuation, party),
    displayAddress: valuation.displayAddress,
    instanceValue: valuation.instanceValue,
    ...(valuation.confirmedValue !== undefined && { confirmedValue: valuation.confirmedValue }),
    ...detailsChangedSinceConfirmed(valuation),
    ...(sold !== undefined && { lastSoldPrice: sold }),
    comparables: report.similarSolds.length,
    ...(report.valueAtReport !== undefined && { valueAtReport: report.valueAtReport }),
  };
}
