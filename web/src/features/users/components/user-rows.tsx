import { Avatar, Badge, Box, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { KeyboardEvent } from 'react';
import { fullName } from '@shared/full-name';
import { lastLoginLabel, minutes } from '@shared/format/last-login';
import { followUpSuggestionTexts, isInvited, type FollowUpSuggestion, type UserListItem } from '@shared/users';
import { mediaQueries } from '../../../ui/breakpoints';
import { isBeingDeleted, isOverdue, loggedInWithinDay, missingPhone, roleLabel } from '../row-facts';
import classes from './users-screen.module.css';

interface RowsProps {
  users: UserListItem[];
  now: Date;
  /** Agents see follow-ups; admins see roles. */
  showFollowUps: boolean;
  onOpen: (user: UserListItem) => void;
  /** Rows picked for a bulk action (issue 29). */
  selection?: RowSelection;
}

export interface RowSelection {
  isSelected: (user: UserListItem) => boolean;
  onToggle: (user: UserListItem, on: boolean) => void;
}

/** A row's checkbox: its click and keys stay its own, not the row's open. */
function SelectBox({ user, selection }: { user: UserListItem; selection: RowSelection }) {
  const name = fullName(user.details) || user.details.email;
  return (
    <Checkbox
      aria-label={`Select ${name}`}
      checked={selection.isSelected(user)}
      onChange={(event) => selection.onToggle(user, event.currentTarget.checked)}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
      data-testid="select-row"
    />
  );
}

/** The header's checkbox: every row of this page, on or off. */
function SelectPage({ users, selection }: { users: UserListItem[]; selection: RowSelection }) {
  const picked = users.filter((user) => selection.isSelected(user)).length;
  return (
    <Checkbox
      aria-label="Select this page"
      checked={users.length > 0 && picked === users.length}
      indeterminate={picked > 0 && picked < users.length}
      onChange={(event) => {
        for (const user of users) selection.onToggle(user, event.currentTarget.checked);
      }}
      data-testid="select-page"
    />
  );
}

const initials = (user: UserListItem) =>
  `${user.details.firstName.charAt(0)}${user.details.lastName.charAt(0)}`.toUpperCase() || '?';

function NameCell({ user }: { user: UserListItem }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar radius="xl" color="brand" size={36}>
        {initials(user)}
      </Avatar>
      <Box style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} size="sm" truncate>
            {fullName(user.details) || user.details.email}
          </Text>
          {isInvited(user) && (
            <Badge size="xs" variant="light" color="orange" className={classes.whole}>
              Invited
            </Badge>
          )}
          {user.status === 'archived' && (
            <Badge size="xs" variant="light" color="gray" className={classes.whole}>
              Archived
            </Badge>
          )}
          {isBeingDeleted(user) && (
            <Badge size="xs" variant="light" color="red" className={classes.whole}>
              Being deleted
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {user.details.email}
        </Text>
      </Box>
    </Group>
  );
}

function LastLogin({ user, now }: { user: UserListItem; now: Date }) {
  const recent = loggedInWithinDay(user.lastLoginAt, now);
  return (
    <Badge
      variant={recent ? 'filled' : 'light'}
      color={recent ? 'teal' : 'gray'}
      size="sm"
      data-recent={recent || undefined}
      className={`${classes.loginBadge} ${classes.whole}`}
    >
      {lastLoginLabel(user.lastLoginAt, now)}
    </Badge>
  );
}

/** The phone, or the spec's placeholder dimmed, which a screen reader hears as "No phone". */
function Phone({ phone }: { phone: string | undefined }) {
  if (phone) return <span className={classes.whole}>{phone}</span>;
  return (
    <span className={`${classes.whole} ${classes.noPhone}`} data-missing-phone>
      <span aria-hidden="true">{missingPhone}</span>
      <span className={classes.visuallyHidden}>No phone</span>
    </span>
  );
}

/**
 * A follow-up suggestion (issue 16): the contact opened or clicked e-mails twice this week and
 * has no follow-up yet. Words, not only a colour, so a screen reader says the same; it goes
 * once the agent sets a follow-up (the server clears it).
 */
function FollowUpSuggestionHint({ suggestion }: { suggestion: FollowUpSuggestion }) {
  return (
    <Group gap={6} wrap="nowrap" data-follow-up-suggestion>
      <Badge size="xs" variant="light" color="grape" className={classes.whole}>
        Suggested
      </Badge>
      <Text size="xs" c="dimmed" className={classes.note}>
        {followUpSuggestionTexts[suggestion.reason]}
      </Text>
    </Group>
  );
}

/** The follow-up date (warning colour when overdue) with its note beneath, always visible. */
function FollowUpText({ user, now }: { user: UserListItem; now: Date }) {
  if (!user.followUp && user.followUpSuggestion) return <FollowUpSuggestionHint suggestion={user.followUpSuggestion} />;
  if (!user.followUp)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  const overdue = isOverdue(user.followUp.date, now);
  return (
    <Box miw={0}>
      <Text
        size="sm"
        fw={overdue ? 600 : 400}
        c={overdue ? 'orange.8' : undefined}
        data-overdue={overdue || undefined}
        className={classes.whole}
      >
        {user.followUp.date}
      </Text>
      {user.followUp.note && (
        <Text size="xs" c="dimmed" className={classes.note} title={user.followUp.note}>
          {user.followUp.note}
        </Text>
      )}
    </Box>
  );
}

/**
 * How a row opens: a click or Enter, unless the user is being deleted (document 2 §2, the
 * delete job): that row is inert and says so (`aria-disabled`).
 */
function rowProps(user: UserListItem, onOpen: (user: UserListItem) => void) {
  if (isBeingDeleted(user)) return { 'aria-disabled': true, 'data-deleting': true };
  return {
    onClick: () => onOpen(user),
    onKeyDown: (event: KeyboardEvent) => event.key === 'Enter' && onOpen(user),
    tabIndex: 0,
  };
}

/**
 * The list as a table on wide screens and as cards on a phone: only the one the window shows is
 * drawn (a hidden table of 50 rows cost a phone's first load as much again as the cards; issue
 * 26's contact-list figure), chosen before the first paint and swapped when the window crosses
 * the breakpoint.
 */
export function UserRows(props: RowsProps) {
  const phone = useMediaQuery(mediaQueries.belowSm, undefined, { getInitialValueInEffect: false });
  return phone ? <UserCards {...props} /> : <UserTable {...props} />;
}

/**
 * A plain table in a CSS scroll box: Mantine's Table.ScrollContainer brings its ScrollArea and,
 * with it, floating-ui (~20 KB gzipped on the route's first load) for a sideways scroll the
 * browser does by itself.
 */
function UserTable({ users, now, showFollowUps, onOpen, selection }: RowsProps) {
  return (
    <Box className={classes.scroller} role="region" aria-label={showFollowUps ? 'Contacts' : 'Users'} tabIndex={0}>
      <table className={classes.table}>
        <thead>
          <tr>
            {selection && (
              <th className={classes.select}>
                <SelectPage users={users} selection={selection} />
              </th>
            )}
            <th>Name</th>
            <th>{showFollowUps ? 'Follow up' : 'Role'}</th>
            <th>Phone</th>
            <th className={classes.number}>Logins</th>
            <th className={classes.number}>Avg. time on site</th>
            <th className={classes.number}>Sold reports opened</th>
            <th>Last login</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.PK} className={classes.row} data-testid="user-row" {...rowProps(user, onOpen)}>
              {selection && (
                <td className={classes.select}>
                  <SelectBox user={user} selection={selection} />
                </td>
              )}
              <td className={classes.nameCell}>
                <NameCell user={user} />
              </td>
              <td>
                {showFollowUps ? (
                  <FollowUpText user={user} now={now} />
                ) : (
                  <Badge
                    variant="light"
                    color={roleLabel(user) === 'Contact' ? 'blue' : 'violet'}
                    size="sm"
                    className={classes.whole}
                  >
                    {roleLabel(user)}
                  </Badge>
                )}
              </td>
              <td>
                <Phone phone={user.details.phone} />
              </td>
              <td className={classes.number}>{user.logins}</td>
              <td className={classes.number}>{minutes(user.averageSessionDuration)}</td>
              <td className={classes.number}>{user.totalReportOpen}</td>
              <td>
                <LastLogin user={user} now={now} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}

/** The cards of a phone; those below the window are laid out only as they come near it. */
function UserCards({ users, now, showFollowUps, onOpen, selection }: RowsProps) {
  return (
    <Stack gap="xs">
      {users.map((user) => {
        const deleting = isBeingDeleted(user);
        const card = (
          <Paper
            key={user.PK}
            withBorder
            radius="md"
            p="sm"
            className={classes.card}
            data-testid="user-card"
            {...(deleting
              ? { component: 'div', 'aria-disabled': true, 'data-deleting': true }
              : { component: 'button', type: 'button', onClick: () => onOpen(user) })}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Box miw={0}>
                <NameCell user={user} />
              </Box>
              <LastLogin user={user} now={now} />
            </Group>
            <Group gap="md" mt="xs" c="dimmed" fz="xs">
              <Phone phone={user.details.phone} />
              <span>{user.logins} logins</span>
              <span>{minutes(user.averageSessionDuration)} avg.</span>
              <span>{user.totalReportOpen} reports</span>
              {!showFollowUps && <span>{roleLabel(user)}</span>}
            </Group>
            {showFollowUps && user.followUp && (
              <Group gap={6} mt={4} fz="xs" wrap="nowrap" c="dimmed">
                Follow up <FollowUpText user={user} now={now} />
              </Group>
            )}
            {showFollowUps && !user.followUp && user.followUpSuggestion && (
              <Box mt={4}>
                <FollowUpSuggestionHint suggestion={user.followUpSuggestion} />
              </Box>
            )}
          </Paper>
        );
        if (!selection) return card;
        // A checkbox cannot sit inside the card's button: it stands beside it.
        return (
          <Group key={user.PK} gap="xs" wrap="nowrap" align="center">
            <SelectBox user={user} selection={selection} />
            <Box flex={1} miw={0}>
              {card}
            </Box>
          </Group>
        );
      })}
    </Stack>
  );
}
