import type { ValuationRequest } from '../home-value/types';
import type { ReportProperty } from './types';

type Position = { lat: number; lon: number };

/** Where the report's home is: its listing's position, else its valuation's address's. */
interface ReportHome {
  propertyDetails?: { summary: Pick<ReportProperty, 'location'> };
  location?: Position;
}

/** The great-circle distance in km. */
export function distanceKm(a: Position, b: Position): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The subject home's position: its listing's, else its address's (a home with no listing). */
export const subjectLocation = (report: ReportHome): Position | undefined =>
  report.propertyDetails?.summary.location ?? report.location;

/**
 * The report's comparables in the one order the modal, the PDF's table, map and cards show them
 * (QA 63a L7: after a remove and an add, "Sale 5" at 1.7 km came after sales at 1.8 to 2.8 km):
 * sales of the home's own type first, as a new report proposes them (issue 25, finding 6), each
 * kind nearest the home first; a sale with no position after those of its kind. The report keeps
 * them in the order they were added; this is the order they are read in.
 */
export function comparablesInOrder<P extends Pick<ReportProperty, 'type' | 'location'>>(
  report: ReportHome & { homeValue: { request: Pick<ValuationRequest, 'type'> }; similarSolds: readonly P[] },
): P[] {
  const home = subjectLocation(report);
  const type = report.homeValue.request.type;
  const away = (p: P) => (home && p.location ? distanceKm(home, p.location) : Number.POSITIVE_INFINITY);
  return report.similarSolds
    .map((p) => ({ p, km: away(p) }))
    .sort((a, b) => Number(b.p.type === type) - Number(a.p.type === type) || a.km - b.km || 0)
    .map(({ p }) => p);
}
