import { Anchor, Avatar, Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { fullName } from '@shared/full-name';
import { isInvited, type UserListItem } from '@shared/users';
import { telHref } from '@shared/phone-link';
import { agentOnCustomer, isAgentProfile, type Viewer } from '../contact-tabs';
import { FollowUpPanel } from './follow-up-panel';

const initials = (user: UserListItem) =>
  `${user.details.firstName.charAt(0)}${user.details.lastName.charAt(0)}`.toUpperCase() || '?';

/** Name, phone (a tel link) and e-mail (a mailto link); the follow-up for an agent on a customer. */
export function ContactHeader({ user, viewer, now }: { user: UserListItem; viewer: Viewer; now: Date }) {
  const name = fullName(user.details) || user.details.email;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="white">
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="md" wrap="nowrap" miw={0} style={{ flex: '1 1 280px' }}>
          <Avatar radius="xl" color="brand" size={56}>
            {initials(user)}
          </Avatar>
          <Stack gap={4} miw={0}>
            <Group gap="xs">
              <Title order={2} fz={{ base: 'lg', sm: 'xl' }} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Title>
              {isAgentProfile(user) && (
                <Badge variant="light" color="violet" size="sm">
                  Agent
                </Badge>
              )}
              {isInvited(user) && (
                <Badge variant="light" color="orange" size="sm">
                  Invited
                </Badge>
              )}
              {user.status === 'archived' && (
                <Badge variant="light" color="gray" size="sm">
                  Archived
                </Badge>
              )}
            </Group>
            <Group gap="md" style={{ rowGap: 2 }}>
              {user.details.phone ? (
                <Anchor href={telHref(user.details.phone)} size="sm">
                  {user.details.phone}
                </Anchor>
              ) : (
                // The spec's placeholder is for the Contact List's cards; here it would read as a number (QA 29).
                <Text size="sm" c="dimmed">
                  No phone
                </Text>
              )}
              <Anchor href={`mailto:${user.details.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {user.details.email}
              </Anchor>
            </Group>
          </Stack>
        </Group>
        {agentOnCustomer(viewer, user) && (
          <Box style={{ flex: '1 1 300px' }} maw={{ sm: 420 }}>
            <FollowUpPanel contactId={user.id} saved={user.followUp} now={now} />
          </Box>
        )}
      </Group>
    </Paper>
  );
}
