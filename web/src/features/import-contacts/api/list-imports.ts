import { useQuery } from '@tanstack/react-query';
import type { RecentImports } from '@shared/contact-import';
import { api } from '../../../lib/api/client';
import { viewerKey } from '../../../lib/stored-session';

/** `GET /imports` (ours): the caller's imports of the last 30 days, newest first. */
export function listImports(signal?: AbortSignal): Promise<RecentImports> {
  return api.user.listImports(undefined, { signal });
}

/** Every viewer's list, for invalidating. */
export const recentImportsKey = ['imports', 'recent'] as const;

/** Asked again each time the page opens: an import started elsewhere (another tab, an admin) shows up. */
export function useRecentImports() {
  return useQuery({
    // Whose imports they are depends on who asks: the key names the viewer.
    queryKey: [...recentImportsKey, viewerKey()],
    queryFn: ({ signal }) => listImports(signal),
  });
}
