import { useCallback, useMemo, useState } from 'react';
import type { UserListItem } from '@shared/users';

type Picked = ReadonlyMap<string, UserListItem>;
const nonePicked: Picked = new Map();

/**
 * The rows picked for a bulk action (issue 29), by their key (`PK`: an invitation has no
 * account yet), among the people `matches` names (a search and its filters). It outlives paging
 * and sorting, so "select all N matches" and a second page add up; a new search or filter
 * starts it anew, so a bulk action never reaches people the list no longer shows (QA 55a: 58
 * selected, 5 shown, and Archive asked about 52). Its rows are refreshed as the list answers
 * again, so a bulk action reads them as they are now.
 */
export function useSelection(matches: string) {
  const [picked, setPicked] = useState<{ matches: string; selected: Picked }>({ matches, selected: nonePicked });
  // Dropped in the render that shows the new matches, so no frame offers the old selection.
  if (picked.matches !== matches) setPicked({ matches, selected: nonePicked });
  const selected = picked.matches === matches ? picked.selected : nonePicked;

  /** Changes the selection of `matches`; a change meant for earlier matches (a late "select all") is dropped. */
  const change = useCallback(
    (next: (current: Picked) => Picked) =>
      setPicked((current) => {
        if (current.matches !== matches) return current;
        const selection = next(current.selected);
        return selection === current.selected ? current : { matches, selected: selection };
      }),
    [matches],
  );
  const setMany = useCallback(
    (users: readonly UserListItem[], on: boolean) =>
      change((current) => {
        const next = new Map(current);
        for (const user of users) {
          if (on) next.set(user.PK, user);
          else next.delete(user.PK);
        }
        return next;
      }),
    [change],
  );
  const toggle = useCallback((user: UserListItem, on: boolean) => setMany([user], on), [setMany]);
  /** Puts fresher copies of rows already picked in their place (a page refetched, a follow-up just set). */
  const refresh = useCallback(
    (users: readonly UserListItem[]) =>
      change((current) => {
        if (!users.some((user) => current.has(user.PK) && current.get(user.PK) !== user)) return current;
        const next = new Map(current);
        for (const user of users) if (next.has(user.PK)) next.set(user.PK, user);
        return next;
      }),
    [change],
  );
  const clear = useCallback(() => change(() => nonePicked), [change]);
  const items = useMemo(() => [...selected.values()], [selected]);
  return { selected, items, toggle, setMany, refresh, clear };
}

export type Selection = ReturnType<typeof useSelection>;
