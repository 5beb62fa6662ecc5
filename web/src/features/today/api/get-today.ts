import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DiscussionRequest } from '@shared/today';
import type { UserListItem } from '@shared/users';
import { api } from '../../../lib/api/client';

/** What the Today view is drawn from; `agentId` is the agent an admin chose (an agent: none). */
export interface TodayData {
  due: UserListItem[];
  suggested: UserListItem[];
  discussions: DiscussionRequest[];
}

/** The largest page `GET /users` answers: an agent's due follow-ups and suggestions fit in it. */
const all = '1000';

/**
 * The discussions asked for on valuations not yet confirmed (DECISIONS row 6), from `GET
 * /homevalue/agent` (an agent's contacts; an admin's everyone), each with its contact's row for
 * the call and e-mail actions. For an admin, those of the chosen agent's contacts only.
 */
async function discussionsOf(agentId: string | undefined, signal?: AbortSignal): Promise<DiscussionRequest[]> {
  const { items } = await api.homeValue.agentValuations({}, { signal });
  const asked = items.filter(
    (valuation) => valuation.discussionRequestedAt && !valuation.confirmed && valuation.userId,
  );
  const contacts = new Map<string, UserListItem | undefined>();
  await Promise.all(
    [...new Set(asked.map((valuation) => valuation.userId!))].map(async (id) => {
      contacts.set(id, await api.user.getUser({ params: { id } }, { signal }).catch(() => undefined));
    }),
  );
  return asked.flatMap((valuation) => {
    const contact = contacts.get(valuation.userId!);
    if (!contact || (agentId && contact.agentId !== agentId)) return [];
    return [
      { contact, valuationId: valuation.id, address: valuation.displayAddress, at: valuation.discussionRequestedAt! },
    ];
  });
}

export async function getToday(agentId: string | undefined, signal?: AbortSignal): Promise<TodayData> {
  const scope = agentId ? { agentId } : {};
  const [due, suggested, discussions] = await Promise.all([
    api.user.listUsers({ query: { ...scope, followUp: 'due', sort: 'followUp.asc', size: all } }, { signal }),
    api.user.listUsers({ query: { ...scope, followUp: 'suggested', size: all } }, { signal }),
    discussionsOf(agentId, signal),
  ]);
  return { due: due.items, suggested: suggested.items, discussions };
}

export const todayQueryKey = (agentId: string | undefined) => ['today', agentId ?? 'mine'] as const;

export function todayQueryOptions(agentId: string | undefined) {
  return queryOptions({
    queryKey: todayQueryKey(agentId),
    queryFn: ({ signal }) => getToday(agentId, signal),
    staleTime: 15_000,
  });
}

export function useToday(agentId: string | undefined, enabled = true) {
  return useQuery({ ...todayQueryOptions(agentId), enabled });
}
