import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { AccuracyAnswer } from '@shared/home-value/accuracy-answer';
import { api } from '../../../lib/api/client';

/** `GET /homevalue/accuracy`: the current model's back-test, by type and fifth of the estimate (503 before the first training). */
export function getAccuracy(): Promise<AccuracyAnswer> {
  return api.homeValue.accuracy();
}

export function accuracyQueryOptions() {
  return queryOptions({ queryKey: ['home-value', 'accuracy'], queryFn: getAccuracy, staleTime: 10 * 60_000 });
}

export function useAccuracy() {
  return useSuspenseQuery(accuracyQueryOptions());
}
