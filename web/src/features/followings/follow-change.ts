import type { FollowingKind, Followings } from '@shared/followings';

export interface FollowChange {
  kind: FollowingKind;
  id: string;
  follow: boolean;
}

/** The followings with one change applied: what the screen shows before the server answers. */
export function applyFollowChange(followings: Followings, { kind, id, follow }: FollowChange, now: Date): Followings {
  const next = { ...followings[kind] };
  if (follow) next[id] ??= now.toISOString();
  else delete next[id];
  return { ...followings, [kind]: next };
}

/** Undoes one change on the current followings, leaving any other change made meanwhile. */
export function revertFollowChange(current: Followings, previous: Followings, { kind, id }: FollowChange): Followings {
  const next = { ...current[kind] };
  const before = previous[kind][id];
  if (before === undefined) delete next[id];
  else next[id] = before;
  return { ...current, [kind]: next };
}
