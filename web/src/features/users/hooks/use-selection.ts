import { useCallback, useMemo, useState } from 'react';
import type { UserListItem } from '@shared/users';

/**
 * The rows picked for a bulk action (issue 29), by their key (`PK`: an invitation has no
 * account yet). It outlives paging, so "select all N matches" and a second page add up.
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
  const clear = useCallback(() => setSelected(new Map()), []);
  const items = useMemo(() => [...selected.values()], [selected]);
  return { selected, items, toggle, setMany, clear };
}

export type Selection = ReturnType<typeof useSelection>;
