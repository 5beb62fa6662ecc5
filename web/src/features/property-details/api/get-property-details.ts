import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { PropertyDetails } from '@shared/search/types';
import { ApiError } from '../../../lib/api-client';
import { api } from '../../../lib/api/client';
import { viewerKey } from '../../../lib/stored-session';

/** `GET /properties/{mls}`: the details page's listing (document 3 §7.2); null for an unknown MLS number. */
export async function getPropertyDetails(mls: string, signal?: AbortSignal): Promise<PropertyDetails | null> {
  try {
    return await api.property.propertyDetails({ params: { mls } }, { signal });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** Answers differ by viewer (sold details are masked for visitors): the key names the viewer. */
export function propertyDetailsQueryOptions(mls: string) {
  return queryOptions({
    queryKey: ['property-details', mls, { viewer: viewerKey() }],
    queryFn: ({ signal }) => getPropertyDetails(mls, signal),
    staleTime: 60_000,
  });
}

export function usePropertyDetails(mls: string) {
  return useSuspenseQuery(propertyDetailsQueryOptions(mls));
}
