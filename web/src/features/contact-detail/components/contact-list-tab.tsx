import { Badge, Box, Group, LoadingOverlay, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { fullName } from '@shared/full-name';
import { defaultUserSort, type UserListItem, type UserSort } from '@shared/users';
import { useAgentContacts } from '../api/get-agent-contacts';
import type { ContactListSearch } from '../../../lib/contact-list-search';
import { averageSessionLine, lastLoginLabel } from '@shared/format/last-login';
import { phoneOrPlaceholder } from '../contact-facts';
import classes from './contact-detail.module.css';
import { LoadFailure } from '../../../ui/load-failure';
import { offeredSort, userSortOptions, type UserListScope } from '../../../lib/user-sort-options';

const count = (value: number) => value.toLocaleString('en-US');

/** Searches on blur or Enter, as the lists do; emptying the box clears the search at once. */
function SearchContacts({ initial, onSearch }: { initial: string; onSearch: (q: string, asked: boolean) => void }) {
  const [term, setTerm] = useState(initial);
  // Back or a shared link brings its term: the box shows it. Not drawn anew for it (a key), which
  // took the keyboard away from the box on Enter (review 64).
  const [shown, setShown] = useState(initial);
  if (initial !== shown) {
    setShown(initial);
    setTerm(initial);
  }
  return (
    <TextInput
      aria-label="Search contacts"
      placeholder="Search contacts"
      type="search"
      value={term}
      onChange={(event) => {
        setTerm(event.currentTarget.value);
        if (event.currentTarget.value === '') onSearch('', false);
      }}
      onBlur={() => onSearch(term, false)}
      onKeyDown={(event) => event.key === 'Enter' && onSearch(term, true)}
      className={classes.search}
    />
  );
}

function ContactCard({ user, now, onOpen }: { user: UserListItem; now: Date; onOpen: () => void }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="button"
      type="button"
      onClick={onOpen}
      className={classes.card}
      data-testid="contact-card"
    >
      <Badge size="sm" variant="light" color="gray" tt="none">
        {lastLoginLabel(user.lastLoginAt, now)}
      </Badge>
      <Text fw={700} mt={6} truncate>
        {fullName(user.details) || user.details.email}
      </Text>
      <Text size="xs" c="dimmed">
        {averageSessionLine(user.averageSessionDuration, 'average session')}
      </Text>
      <Text size="sm" mt={6}>
        {phoneOrPlaceholder(user)}
      </Text>
      <Text size="sm" c="dimmed" truncate>
        {user.details.email}
      </Text>
    </Paper>
  );
}

/**
 * The Contact List tab of an agent's profile (document 2 §2, §9): their contacts (up to 1000,
 * and a line saying so when they have more: QA 44 M4), a search and the list's sorts, kept by
 * the screen in the URL (`search`, QA 63b M3, with the contacts just archived or deleted left out:
 * `exclude`); a card opens that contact's profile. `scope`:
 * the agent's own list sorts by their follow-ups, an admin's has none (QA 63b L7).
 */
export function ContactListTab({
  agentId,
  scope,
  search,
  onSearch,
  now,
  onOpen,
}: {
  agentId: string;
  scope: UserListScope;
  search: ContactListSearch;
  onSearch: (search: ContactListSearch) => void;
  now: Date;
  onOpen: (user: UserListItem) => void;
}) {
  const q = search.q ?? '';
  const sort = offeredSort(scope, search.sort, defaultUserSort);
  const contacts = useAgentContacts(agentId, sort, q, search.exclude);
  // A new search looks for anyone again, as the users lists' does (users-screen.tsx): so does the
  // same search asked again (Enter) while some contacts just archived or deleted are left out.
  const searchFor = (term: string, asked: boolean) => {
    const { exclude, ...rest } = search;
    if (term.trim() !== q || (asked && exclude !== undefined)) onSearch({ ...rest, q: term.trim() });
  };

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <SearchContacts initial={q} onSearch={searchFor} />
        <Select
          aria-label="Sort by"
          data={userSortOptions(scope)}
          value={sort}
          onChange={(value) => value && onSearch({ ...search, sort: value as UserSort })}
          allowDeselect={false}
          className={classes.sort}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      <Box pos="relative" mih={120}>
        <LoadingOverlay visible={contacts.isFetching} zIndex={5} overlayProps={{ blur: 1 }} />
        {contacts.isError ? (
          <LoadFailure text="Fail to load contacts" onRetry={() => void contacts.refetch()} />
        ) : contacts.data && contacts.data.items.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {q ? `No one matches “${q}”.` : 'No contacts yet.'}
          </Text>
        ) : contacts.data ? (
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm">
              {contacts.data.items.map((user) => (
                <ContactCard key={user.PK} user={user} now={now} onOpen={() => onOpen(user)} />
              ))}
            </SimpleGrid>
            {contacts.data.total > contacts.data.items.length && (
              <Text size="sm" c="dimmed" ta="center">
                {`Showing the first ${count(contacts.data.items.length)} of ${count(contacts.data.total)} contacts. Search by name, e-mail or phone to find the others.`}
              </Text>
            )}
          </Stack>
        ) : null}
      </Box>
    </Stack>
  );
}
