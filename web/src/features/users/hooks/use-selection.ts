import { useCallback, useMemo, useState } from 'react';
import type { UserListItem } from '@shared/users';

type Picked = ReadonlyMap<string, UserListItem>;
type DroppedBy = 'filter' | 'action';
const nonePicked: Picked = new Map();

/**
 * The rows picked for a bulk action (issue 29), by their key (`PK`: an invitation has no
 * account yet), among the people `matches` names (the list's filters). It outlives paging,
 * sorting and searches, so "select all N matches", a second page and people found by several
 * searches add up; a new filter starts it anew, so a bulk action never reaches a kind of contact
 * the list no longer shows (QA 55a: 58 selected, the "Follow-up due" 5 shown, and Archive asked
 * about 52). Its rows are refreshed as the list answers
 * again, so a bulk action reads them as they are now.
 */
export function useSelection(matches: string, { hold = false }: { hold?: boolean } = {}) {
  const [picked, setPicked] = useState({
    matches,
    round: 0,
    selected: nonePicked,
    dropped: 0,
    /** Why the last `dropped` left: a new filter, or an action that moved them out of it. */
    droppedBy: 'filter' as DroppedBy,
  });
  // Dropped in the render that shows the new matches, so no frame offers the old selection; but
  // not while `hold` (a bulk action on it runs, whose progress and failures its bar shows). How
  // many were dropped is kept until the next pick, so the screen can say so (QA 60a).
  const stale = picked.matches !== matches;
  if (stale && !hold)
    setPicked({
      matches,
      round: picked.round + 1,
      selected: nonePicked,
      dropped: picked.selected.size,
      droppedBy: 'filter',
    });
  const selected = stale && !hold ? nonePicked : picked.selected;
  const dropped = stale && !hold ? picked.selected.size : picked.dropped;
  const droppedBy = stale && !hold ? 'filter' : picked.droppedBy;
  const { round } = picked;

  /**
   * Changes the selection of this round; a change meant for an earlier one (a late "select all"
   * of the matches before, even when the search has come back to them since) is dropped.
   */
  const change = useCallback(
    (next: (current: Picked) => Picked, { picked = true }: { picked?: boolean } = {}) =>
      setPicked((current) => {
        if (current.round !== round) return current;
        const selection = next(current.selected);
        if (selection === current.selected) return current;
        // A pick ends the line about who left; fresher copies of the same rows do not (review 62 M1).
        return picked
          ? { ...current, selected: selection, dropped: 0, droppedBy: 'filter' as DroppedBy }
          : { ...current, selected: selection };
      }),
    [round],
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
      change(
        (current) => {
          if (!users.some((user) => current.has(user.PK) && current.get(user.PK) !== user)) return current;
          const next = new Map(current);
          for (const user of users) if (next.has(user.PK)) next.set(user.PK, user);
          return next;
        },
        { picked: false },
      ),
    [change],
  );
  const clear = useCallback(() => change(() => nonePicked), [change]);
  /**
   * Takes out rows an action moved out of the list's filter (a follow-up set on "Follow-up due"
   * for next month), so the next bulk action never reaches people the list no longer shows (QA 62b
   * M1: Archive asked about 2 contacts after both had left the view), and says how many left.
   */
  const leave = useCallback(
    (users: readonly UserListItem[]) =>
      setPicked((current) => {
        if (current.round !== round) return current;
        const gone = users.filter((user) => current.selected.has(user.PK));
        if (gone.length === 0) return current;
        const next = new Map(current.selected);
        for (const user of gone) next.delete(user.PK);
        return { ...current, selected: next, dropped: gone.length, droppedBy: 'action' as DroppedBy };
      }),
    [round],
  );
  const items = useMemo(() => [...selected.values()], [selected]);
  /** How many a new filter or an action unselected, and which, until the next pick (0 once one is made). */
  return { selected, items, dropped, droppedBy, toggle, setMany, refresh, clear, leave };
}

export type Selection = ReturnType<typeof useSelection>;
