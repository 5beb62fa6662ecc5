import { Avatar, Badge, Box, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { fullName } from '@shared/full-name';
import { isInvited, type UserListItem } from '@shared/users';
import { isOverdue, lastLoginLabel, loggedInWithinDay, minutes, roleLabel } from '../row-facts';
import classes from './users-screen.module.css';

interface RowsProps {
  users: UserListItem[];
  now: Date;
  /** Agents see follow-ups; admins see roles. */
  showFollowUps: boolean;
  onOpen: (user: UserListItem) => void;
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
            <Badge size="xs" variant="light" color="orange">
              Invited
            </Badge>
          )}
          {user.status === 'archived' && (
            <Badge size="xs" variant="light" color="gray">
              Archived
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

function FollowUpText({ user, now }: { user: UserListItem; now: Date }) {
  if (!user.followUp)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  const overdue = isOverdue(user.followUp.date, now);
  return (
    <Tooltip label={user.followUp.note} disabled={!user.followUp.note} multiline maw={260}>
      <Text
        size="sm"
        fw={overdue ? 600 : 400}
        c={overdue ? 'orange.8' : undefined}
        data-overdue={overdue || undefined}
        className={classes.whole}
      >
        {user.followUp.date}
      </Text>
    </Tooltip>
  );
}

/** The list as a table on wide screens and as cards on a phone. */
export function UserRows({ users, now, showFollowUps, onOpen }: RowsProps) {
  return (
    <>
      <Table.ScrollContainer minWidth={820} visibleFrom="sm">
        <Table highlightOnHover verticalSpacing="sm" className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>{showFollowUps ? 'Follow up' : 'Role'}</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th ta="right">Logins</Table.Th>
              <Table.Th ta="right">Avg. time on site</Table.Th>
              <Table.Th ta="right">Sold reports opened</Table.Th>
              <Table.Th>Last login</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => (
              <Table.Tr
                key={user.PK}
                className={classes.row}
                onClick={() => onOpen(user)}
                onKeyDown={(event) => event.key === 'Enter' && onOpen(user)}
                tabIndex={0}
                data-testid="user-row"
              >
                <Table.Td maw={320}>
                  <NameCell user={user} />
                </Table.Td>
                <Table.Td>
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
                </Table.Td>
                <Table.Td>
                  <Text size="sm" className={classes.whole}>
                    {user.details.phone ?? 'XXX-XXX-XXXX'}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{user.logins}</Table.Td>
                <Table.Td ta="right">{minutes(user.averageSessionDuration)}</Table.Td>
                <Table.Td ta="right">{user.totalReportOpen}</Table.Td>
                <Table.Td>
                  <LastLogin user={user} now={now} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="xs" hiddenFrom="sm">
        {users.map((user) => (
          <Paper
            key={user.PK}
            withBorder
            radius="md"
            p="sm"
            className={classes.card}
            onClick={() => onOpen(user)}
            component="button"
            type="button"
            data-testid="user-card"
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Box miw={0}>
                <NameCell user={user} />
              </Box>
              <LastLogin user={user} now={now} />
            </Group>
            <Group gap="md" mt="xs" c="dimmed" fz="xs">
              <span>{user.logins} logins</span>
              <span>{minutes(user.averageSessionDuration)} avg.</span>
              <span>{user.totalReportOpen} reports</span>
              {showFollowUps && user.followUp && (
                <Group gap={4}>
                  Follow up <FollowUpText user={user} now={now} />
                </Group>
              )}
              {!showFollowUps && <span>{roleLabel(user)}</span>}
            </Group>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
