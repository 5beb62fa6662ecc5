import { queryOptions } from '@tanstack/react-query';
import type { AgentProfile } from '@shared/agent';
import { ApiError } from '../../../lib/api-client';
import { api } from '../../../lib/api/client';

/**
 * The agent whose branding the sold-report PDF carries (DECISIONS row 4): for an agent, their
 * own page (`GET /agents/{their id}`); for anyone else, their agent (`GET /profiles/myagent`).
 * No agent yet (404) gives null, and the PDF shows the spec's fallbacks.
 */
export async function getBrandingAgent(): Promise<AgentProfile | null> {
  // The identity's schema (and zod) loads with the download, not with the report page.
  const [identitySchema, answer] = await Promise.all([
    import('@shared/identity').then((module) => module.identitySchema),
    api.user.getIdentity(),
  ]);
  const identity = identitySchema.parse(answer);
  try {
    return await (identity.roles.includes('agent')
      ? api.user.getAgent({ params: { id: identity.sub } })
      : api.user.getMyAgent());
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Kept a few minutes: the headshot and logo addresses it carries are signed for 30 to 60. */
export function brandingAgentQueryOptions() {
  return queryOptions({
    queryKey: ['sold-report-pdf', 'branding-agent'] as const,
    queryFn: getBrandingAgent,
    staleTime: 5 * 60_000,
  });
}
