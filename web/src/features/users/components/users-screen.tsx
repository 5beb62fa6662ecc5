import { Box, Button, Chip, Group, LoadingOverlay, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { selectionCount } from '@shared/bulk';
import { torontoDate } from '@shared/format/dates';
import type { Role } from '@shared/roles';
import { followUpFilterLabels, roleChips, usersScreenPageSize, type UserListItem, type UserSort } from '@shared/users';
import { DeferredPagination } from '../../../ui/deferred-pagination';
import { useUsers } from '../api/get-users';
import { useSelection } from '../hooks/use-selection';
import { SelectAllMatches } from './select-all-matches';
import { encodeListState, withFollowUpFilter, type ListState } from '../list-state';
import { ListNotice } from './list-notice';
import { StoppedBulkNotice } from './stopped-bulk-notice';
import { ExportContactsButton } from './export-contacts-button';
import { ExportWaitlistButton } from './export-waitlist-button';
import { FollowUpChips } from './follow-up-chips';
import { UserRows } from './user-rows';
import classes from './users-screen.module.css';
import { LoadFailure } from '../../../ui/load-failure';
import { useHeldRoom } from '../../../ui/use-held-room';
import { userSortOptions, type UserListScope } from '../../../lib/user-sort-options';
import { useAgentNames } from '../../../lib/agent-options';

// Shown once rows are picked: its form and checks (zod) load then, not with the list.
const BulkBar = lazy(() => import('./bulk-bar').then((module) => ({ default: module.BulkBar })));

interface UsersScreenProps {
  /** The admin's Users screen, or an agent's own contacts. */
  scope: UserListScope;
  state: ListState;
  onStateChange: (state: ListState) => void;
  onOpen: (user: UserListItem) => void;
  now: Date;
}

/** Searches on blur or Enter; emptying the box clears the search at once (document 2 §2). */
function SearchBox({
  label,
  initial,
  onSearch,
  disabled,
}: {
  label: string;
  initial: string;
  /** `asked`: Enter, which searches again for the same words too; a blur only for new ones. */
  onSearch: (q: string, asked: boolean) => void;
  disabled: boolean;
}) {
  const [term, setTerm] = useState(initial);
  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      value={term}
      onChange={(event) => {
        setTerm(event.currentTarget.value);
        if (event.currentTarget.value === '') onSearch('', false);
      }}
      onBlur={() => onSearch(term, false)}
      onKeyDown={(event) => event.key === 'Enter' && onSearch(term, true)}
      className={classes.search}
      type="search"
      disabled={disabled}
    />
  );
}

/**
 * The user list (document 2 §2 "Users screen", "Agent Contacts screen"): search on blur or
 * Enter, chips, the eight sorts, pages of 50 with the count and 'page x / y'.
 */
export function UsersScreen({ scope, state, onStateChange, onOpen, now }: UsersScreenProps) {
  const users = useUsers(state);
  // The kind of contacts the filters show: the selection is of them, and a new filter starts it
  // anew (QA 55a). A search, paging and sorting keep it: an agent picks people found by several
  // searches (bulk-actions e2e).
  // While a bulk action runs, its bar shows the progress and what failed: the search, the
  // filters, the sort and the pages wait, and the selection is held and cannot change (review 55;
  // QA 56a M1: a contact unticked mid-run was archived all the same).
  const [bulkBusy, setBulkBusy] = useState(false);
  const selection = useSelection(JSON.stringify([state.followUp ?? '', [...state.roles].sort()]), { hold: bulkBusy });
  const { refresh } = selection;
  useEffect(() => {
    if (users.data) refresh(users.data.items);
  }, [users.data, refresh]);
  /**
   * Contacts a bulk follow-up just set: out of the selection when it moved them out of the list's
   * follow-up filter (QA 62b M1), their fresh rows in it otherwise. "Due" is a follow-up dated on
   * or before today in Toronto, as the server reads it (DECISIONS row 48); "Suggested" ends once
   * the agent sets one.
   */
  const followUpsSet = (updated: UserListItem[]) => {
    const today = torontoDate(now);
    const leaves = (user: UserListItem) =>
      state.followUp === 'suggested' || (state.followUp === 'due' && (user.followUp?.date ?? '') > today);
    selection.refresh(updated.filter((user) => !leaves(user)));
    selection.leave(updated.filter(leaves));
  };
  const rowSelection = {
    isSelected: (user: UserListItem) => selection.selected.has(user.PK),
    onToggle: (user: UserListItem, on: boolean) => {
      if (!bulkBusy) selection.toggle(user, on);
    },
    disabled: bulkBusy,
  };
  // A new search looks for anyone again: the exclude list (those just archived or deleted, while
  // the list catches up) would hide the person an admin looks for to undo an archive (QA 46c M3);
  // so does the same search asked again (Enter, not a blur), while some are left out (QA 62b L1).
  const excluding = (state.exclude?.length ?? 0) > 0;
  const search = (q: string, asked: boolean) => {
    const { exclude: _excluded, ...rest } = state;
    if (q.trim() !== state.q || (asked && excluding)) onStateChange({ ...rest, q: q.trim(), page: 1 });
  };
  // An admin reads whose contact each person is (QA 66b L4): every agent's name.
  const agentNames = useAgentNames(scope === 'admin').data;
  const total = users.data?.total ?? 0;
  const shownIds = useMemo(() => new Set(users.data?.items.map((user) => user.id)), [users.data]);
  const pages = Math.max(1, Math.ceil(total / usersScreenPageSize));
  const label = scope === 'admin' ? 'Search all users' : 'Search contacts';

  return (
    <Stack gap="md">
      <ListNotice />
      <StoppedBulkNotice />
      {/* Admins invite anyone and export the waitlist; an agent invites and imports contacts of their own (document 2 §6). */}
      <Group gap="sm">
        <Button
          renderRoot={(props) => (
            <Link {...props} to="/dashboard/users/{-$query}/invite-user" params={{ query: encodeListState(state) }} />
          )}
        >
          Invite User
        </Button>
        <Button
          variant="default"
          renderRoot={(props) => (
            <Link
              {...props}
              to="/dashboard/users/{-$query}/import-contacts"
              params={{ query: encodeListState(state) }}
            />
          )}
        >
          Import Contacts
        </Button>
        {scope === 'admin' ? <ExportWaitlistButton /> : <ExportContactsButton />}
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} className={classes.panel}>
        <Stack gap="md">
          <Group gap="sm" align="flex-end" wrap="wrap">
            {/* Keyed by the search, so Back or a shared link shows its term in the box. */}
            <SearchBox key={state.q} label={label} initial={state.q} onSearch={search} disabled={bulkBusy} />
            {/* A native select: the eight fixed sorts need no Combobox (floating-ui) on first load. */}
            <NativeSelect
              aria-label="Sort by"
              data={userSortOptions(scope)}
              value={state.sort}
              onChange={(event) => onStateChange({ ...state, sort: event.currentTarget.value as UserSort, page: 1 })}
              className={classes.sort}
              disabled={bulkBusy}
            />
          </Group>
          {scope === 'agent' && (
            <FollowUpChips
              value={state.followUp}
              onChange={(followUp) => onStateChange(withFollowUpFilter(state, followUp))}
              disabled={bulkBusy}
            />
          )}
          {scope === 'admin' && (
            <Chip.Group
              multiple
              value={state.roles}
              onChange={(roles) => onStateChange({ ...state, roles: roles as Role[], page: 1 })}
            >
              {/* Named as the follow-up chips are: a screen reader says what the checkboxes filter. */}
              <Group gap="xs" role="group" aria-label="Roles">
                {roleChips.map((chip) => (
                  <Chip key={chip.role} value={chip.role} variant="light" disabled={bulkBusy}>
                    {chip.label}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          )}
          {/* The bar sticks within the rows, not their page buttons: at the end of the list it leaves
              with the last row, and never covers Next page. */}
          <Stack gap="md">
            {selection.dropped > 0 && selection.droppedBy === 'action' && state.followUp && (
              <Text size="sm" c="dimmed" role="status">
                Follow-up set: {selectionCount(scope)(selection.dropped)} left “{followUpFilterLabels[state.followUp]}”
                and the selection.
              </Text>
            )}
            {selection.items.length === 0 && selection.dropped > 0 && selection.droppedBy === 'filter' && (
              <Text size="sm" c="dimmed" role="status">
                Selection cleared ({selectionCount(scope)(selection.dropped)}): the filter changed.
              </Text>
            )}
            {selection.items.length > 0 && (
              // Held under the site's header while the list scrolls under it (QA 39 M2): with 50
              // cards a page, a contact ticked far down showed no count and no actions.
              <HeldBar>
                <Suspense>
                  <BulkBar
                    scope={scope}
                    selected={selection.items}
                    onClear={selection.clear}
                    onUpdated={followUpsSet}
                    onBusyChange={setBulkBusy}
                    shownIds={shownIds}
                  />
                </Suspense>
                <SelectAllMatches
                  scope={scope}
                  state={state}
                  total={total}
                  selectedCount={selection.items.length}
                  // A "select all" that answers once a bulk action has begun adds no one to it.
                  onSelect={(all) => {
                    if (!bulkBusy) selection.setMany(all, true);
                  }}
                  disabled={bulkBusy}
                />
              </HeldBar>
            )}
            <Box pos="relative" mih={200}>
              <LoadingOverlay visible={users.isFetching} zIndex={5} overlayProps={{ blur: 1 }} />
              {users.isError ? (
                <Box py="md">
                  <LoadFailure text="Fail to load contacts" onRetry={() => void users.refetch()} />
                </Box>
              ) : users.data && users.data.items.length === 0 && total > 0 && state.page > pages ? (
                // A page number from before the list shrank (an undone import, a bookmark): QA 68b
                // L3 said "No contacts yet." under "86 results · page 3 / 2".
                <Stack align="center" gap="xs" py="xl">
                  <Text c="dimmed" ta="center">
                    There is no page {state.page} any more: the list has {pages} {pages === 1 ? 'page' : 'pages'}.
                  </Text>
                  <Button variant="default" size="xs" onClick={() => onStateChange({ ...state, page: pages })}>
                    Go to page {pages}
                  </Button>
                </Stack>
              ) : users.data && users.data.items.length === 0 ? (
                <Text c="dimmed" ta="center" py="xl">
                  {state.q
                    ? `No one ${excluding ? 'else ' : ''}matches “${state.q}”.`
                    : state.followUp === 'due'
                      ? 'No follow-ups due.'
                      : state.followUp === 'suggested'
                        ? 'No suggested follow-ups.'
                        : scope === 'admin'
                          ? 'No users yet.'
                          : 'No contacts yet.'}
                </Text>
              ) : users.data ? (
                <UserRows
                  users={users.data.items}
                  now={now}
                  showFollowUps={scope === 'agent'}
                  onOpen={onOpen}
                  state={state}
                  selection={rowSelection}
                  agentNames={agentNames}
                />
              ) : null}
            </Box>
          </Stack>
          {users.data && (
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text size="sm" c="dimmed" data-testid="result-count">
                {total.toLocaleString('en-US')} {total === 1 ? 'result' : 'results'} · page {state.page} / {pages}
              </Text>
              {pages > 1 && (
                <DeferredPagination
                  total={pages}
                  value={state.page}
                  onChange={(page) => onStateChange({ ...state, page })}
                  disabled={bulkBusy}
                  size="sm"
                  siblings={1}
                />
              )}
            </Group>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The bulk actions' bar, held under the header: the rows the focus goes to stop below it. */
function HeldBar({ children }: { children: ReactNode }) {
  const room = useHeldRoom<HTMLDivElement>();
  return (
    <div ref={room} className={classes.bulkSticky} data-testid="bulk-sticky">
      {children}
    </div>
  );
}
