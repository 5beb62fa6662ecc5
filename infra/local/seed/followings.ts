import { followingItem } from '../../../functions/user/followings/following-repository';
import { createRandom } from './random';

/**
 * The neighbourhoods the demo contacts follow, as the user table keeps a following
 * (functions/user/followings/following-repository.ts `followingItem`). Without them the monthly
 * newsletter, which reports on the neighbourhoods a person follows (or their valued home's),
 * skipped nearly every seeded contact, and a contact's Followings tab was always empty. A
 * contact who reads the sold reports follows one to three neighbourhoods (the areas they watch
 * when they mean to sell or buy); of the others, one in three follows one. These shares are
 * ours, not measured: the demo should look like an agent's book, where most people asked for
 * the monthly report of some area. Each follow falls between the account's creation and now.
 * Deterministic for a seed, people and date; pure, the caller writes the items.
 */
export interface Follower {
  id: string;
  createdAt: string;
  totalReportOpen: number;
}

export function generateFollowings(options: {
  seed: string;
  people: readonly Follower[];
  neighbourhoodIds: readonly string[];
  now: Date;
}): Record<string, unknown>[] {
  const random = createRandom(`followings:${options.seed}`);
  const items: Record<string, unknown>[] = [];
  if (options.neighbourhoodIds.length === 0) return items;
  for (const person of options.people) {
    const reader = person.totalReportOpen > 0;
    const count = reader ? random.int(1, 3) : random.chance(1 / 3) ? 1 : 0;
    const followed = new Set(Array.from({ length: count }, () => random.pick(options.neighbourhoodIds)));
    const from = Date.parse(person.createdAt);
    const to = options.now.getTime();
    for (const id of followed) {
      const followedAt = new Date(from + random.next() * Math.max(0, to - from)).toISOString();
      items.push(followingItem(person.id, 'neighbourhoods', id, followedAt));
    }
  }
  return items;
}
