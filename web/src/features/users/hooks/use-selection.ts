import { useCallback, useMemo, useState } from 'react';
import type { UserListItem } from '@shared/users';

/**
 * The rows picked for a bulk action (issue 29), by their key (`PK`: an invitation has no
 * account yet). It outlives paging, so "select all N matches" and a second page add up; its
 * rows are refreshed as the list answers again, so a bulk action reads them as they are now.
 */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, UserListItem>>(new Map());
  const toggle = useCallback((user: UserListItem, on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(user.PK, user);
      else next.delete(user.PK);
      return next;
    });
  }, []);
  const setMany = useCallback((users: UserListItem[], on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const user of users) {
        if (on) next.set(user.PK, user);
        else next.delete(user.PK);
      }
      return next;
    });
  }, []);
  /** Puts fresher copies of rows already picked in their place (a page refetched, a follow-up just set). */
  const refresh = useCallback((users: readonly UserListItem[]) => {
    setSelected((current) => {
      if (!users.some((user) => current.has(user.PK) && current.get(user.PK) !== user)) return current;
      const next = new Map(current);
      for (const user of users) if (next.has(user.PK)) next.set(user.PK, user);
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Map()), []);
  const items = useMemo(() => [...selected.values()], [selected]);
  return { selected, items, toggle, setMany, refresh, clear };
}

export type Selection = ReturnType<typeof useSelection>;
