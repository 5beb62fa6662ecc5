import { queryOptions, useQuery } from '@tanstack/react-query';
import { torontoDate, torontoHour } from '@shared/format/dates';
import { defaultReportMonth, toApiTime } from '@shared/months';
import type { NeighbourhoodSalesAnswer } from '@shared/sold-report/types';
import { api } from '../../../lib/api/client';

export type NeighbourhoodSales = NeighbourhoodSalesAnswer['neighbourhoods'];

/** `GET /soldreports/neighbourhoods?time=YYYYMM`: each neighbourhood's sales by type (types without sales left out). */
export async function getNeighbourhoodSales(month: string): Promise<NeighbourhoodSales> {
  const answer = await api.property.neighbourhoodSales({ query: { time: toApiTime(month) } });
  return answer.neighbourhoods;
}

/** How often a closed month not yet published to visitors is asked again. */
export const publicationPollMs = 60_000;

/**
 * The month just closed, answered as not published (every figure of every neighbourhood
 * withheld, as a visitor is answered the month to date), in the first hour of the 1st: it is
 * published at 00:05 (functions/property/README.md "When: at the close"), while the map turns to
 * it at midnight. Later, or another month, a withheld answer is the month as it stays (a late
 * publication is the job's alarm, not the visitor's to wait for).
 */
export function awaitingPublication(month: string, sales: NeighbourhoodSales | undefined, now: Date): boolean {
  if (!sales || month !== defaultReportMonth(now) || torontoDate(now).slice(8) !== '01' || torontoHour(now) >= 1) {
    return false;
  }
  const figures = Object.values(sales).flatMap((byType) => Object.values(byType));
  return figures.length > 0 && figures.every((type) => type?.soldNumber == null && type?.averagePrice == null);
}

export function neighbourhoodSalesQueryOptions(month: string) {
  // A failure is not an empty answer (which would read as no sales): it is not cached, and the
  // dialog shows '--' with Try again.
  // A visitor is answered the published figures, a signed-in user with corrections: the key
  // names the viewer.
  return queryOptions({
    queryKey: api.property.neighbourhoodSales.key({ query: { time: toApiTime(month) } }),
    queryFn: () => getNeighbourhoodSales(month),
    // Awaiting its publication, an answer kept from the map's loader is asked again as the dialog
    // opens, not a minute later.
    staleTime: (query) => (awaitingPublication(month, query.state.data, new Date()) ? 0 : 10 * 60_000),
    // Read in the minutes between midnight and the publication, the month just closed would show
    // '--' for the ten minutes the answer is kept (QA 49 review): it is asked again each minute
    // until its figures are published.
    refetchInterval: (query) => (awaitingPublication(month, query.state.data, new Date()) ? publicationPollMs : false),
  });
}

export function useNeighbourhoodSales(month: string, enabled = true) {
  return useQuery({ ...neighbourhoodSalesQueryOptions(month), enabled });
}
