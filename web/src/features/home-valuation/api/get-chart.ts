import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChartPoint } from '@shared/home-value/types';
import { api } from '../../../lib/api/client';

/** `GET /homevalue/{id}/chart?from=&to=`: `[ms, value]` a UTC day, oldest first. */
export function getChart(id: string, from: number, to: number): Promise<ChartPoint[]> {
  return api.homeValue.chart({ params: { id }, query: { from: String(from), to: String(to) } });
}

export function chartQueryOptions(id: string, from: number, to: number) {
  return queryOptions({
    queryKey: ['home-value', 'chart', id, from, to],
    queryFn: () => getChart(id, from, to),
    staleTime: 5 * 60_000,
    // Offline, the fetch is tried and fails, rather than wait paused: paused, the last period's
    // line stood under the new period's name, with no spinner and no error (QA 76a M3).
    networkMode: 'always',
  });
}

/** The last period's points stand in while a new period loads (no empty box between two lines). */
export function useChart(id: string, from: number, to: number, enabled = true) {
  return useQuery({ ...chartQueryOptions(id, from, to), enabled, placeholderData: keepPreviousData });
}
