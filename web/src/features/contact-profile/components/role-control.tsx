import { Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedProfile } from '@shared/profile-sections';
import type { GroupRole } from '@shared/roles';
import { changeRole, profileQueryKey } from '../api/profile-calls';

const roleLabels: Record<GroupRole, string> = { agent: 'Agent', admin: 'Admin' };

/**
 * The admin's role control (DECISIONS row 17, document 2 §6): Agent and Admin switches calling
 * `PUT` / `DELETE /users/{id}/role/{role}`. The change reaches the user's session within a
 * minute (the middleware reads roles from the profile).
 */
export function RoleControl({ profile }: { profile: ManagedProfile }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: ({ role, granted }: { role: GroupRole; granted: boolean }) => changeRole(profile.id, role, granted),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey(profile.id) }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]),
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="white" component="section" aria-label="Roles">
      <Stack gap="sm">
        <Title order={3} fz="lg">
          Roles
        </Title>
        <Group gap="xl">
          {(['agent', 'admin'] as const).map((role) => (
            <Switch
              key={role}
              label={roleLabels[role]}
              checked={profile.roles.includes(role)}
              disabled={change.isPending}
              onChange={(event) => change.mutate({ role, granted: event.currentTarget.checked })}
            />
          ))}
        </Group>
        {change.isError && (
          <Text role="alert" c="red.7" size="sm">
            {change.error.message}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
