import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fullName } from '@shared/full-name';
import type { UserListItem } from '@shared/users';
import { apiRequest } from '../../../lib/api-client';

/**
 * Where a row of the list leads until the contact detail screen is built (issue 14's second
 * half): who the person is, from `GET /users/{id}`.
 */
export function UserPagePlaceholder({ id }: { id: string }) {
  const user = useQuery({
    queryKey: ['users', 'one', id],
    queryFn: () => apiRequest<UserListItem>(`/users/${encodeURIComponent(id)}`),
  });
  return (
    <Paper withBorder radius="lg" p="lg" bg="white">
      {user.isPending ? (
        <Skeleton h={60} />
      ) : user.isError ? (
        <Text c="dimmed">Not Found</Text>
      ) : (
        <Stack gap={4}>
          <Title order={2} fz="xl">
            {fullName(user.data.details) || user.data.details.email}
          </Title>
          <Group gap="md">
            <Anchor href={`mailto:${user.data.details.email}`}>{user.data.details.email}</Anchor>
            {user.data.details.phone && (
              <Anchor href={`tel:+1${user.data.details.phone}`}>{user.data.details.phone}</Anchor>
            )}
          </Group>
          <Text c="dimmed" size="sm" mt="sm">
            The contact&apos;s tabs (insights, activity, notes, profile) are on their way.
          </Text>
        </Stack>
      )}
    </Paper>
  );
}
