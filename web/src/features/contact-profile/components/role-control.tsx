import { Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { fullName } from '@shared/full-name';
import type { ManagedProfile } from '@shared/profile-sections';
import type { GroupRole } from '@shared/roles';
import { changeRole, profileQueryKey } from '../api/profile-calls';

const ConfirmDialog = lazy(() => import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

const roleLabels: Record<GroupRole, string> = { agent: 'Agent', admin: 'Admin' };

interface RoleChange {
  role: GroupRole;
  granted: boolean;
}

/** The dialog's title and confirm button: "Make agent", "Remove admin". */
const actionOf = ({ role, granted }: RoleChange) => `${granted ? 'Make' : 'Remove'} ${role}`;

/** What the change does, said before it is made. */
function consequences({ role, granted }: RoleChange, profile: ManagedProfile): string {
  const name = fullName(profile) || profile.email;
  const client = profile.roles.every((held) => held === 'client');
  if (!granted) {
    return role === 'admin'
      ? `Remove ${name}'s admin role? They will no longer manage the product's users and settings.`
      : `Remove ${name}'s agent role? They will no longer have the agent's dashboard, and their contacts will have no agent (no agent's page, no branding in their e-mails) until the role is given back.`;
  }
  const what =
    role === 'admin'
      ? `Make ${name} an admin? They will see and manage every user of the product, agents and admins too.`
      : `Make ${name} an agent? They will have the agent's dashboard and contacts of their own.`;
  // DECISIONS row 45: staff are nobody's contact; the link is not restored when the role goes.
  return client && profile.agentId
    ? `${what} They will no longer be their agent's contact, even if the role is removed later.`
    : what;
}

/**
 * The admin's role control (DECISIONS row 17, document 2 §6): Agent and Admin switches calling
 * `PUT` / `DELETE /users/{id}/role/{role}`, each after a question that says what the change does
 * (QA 46c H1: one click made a client an admin, and ended their agent's link for good). The
 * change reaches the user's session within a minute (the middleware reads roles from the profile).
 */
export function RoleControl({ profile }: { profile: ManagedProfile }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<RoleChange | null>(null);
  const change = useMutation({
    mutationFn: ({ role, granted }: RoleChange) => changeRole(profile.id, role, granted),
    onSuccess: () => setAsking(null),
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
              // Not disabled, which would take the focus from it as the dialog hands it back:
              // unavailable, and unchanged by a press, until the change and the reload are done.
              aria-disabled={change.isPending || undefined}
              onChange={(event) => {
                if (change.isPending) return;
                change.reset();
                setAsking({ role, granted: event.currentTarget.checked });
              }}
            />
          ))}
        </Group>
        {change.isError && !asking && (
          <Text role="alert" c="red.7" size="sm">
            {change.error.message}
          </Text>
        )}
      </Stack>
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            opened
            title={actionOf(asking)}
            confirmLabel={actionOf(asking)}
            confirmColor={asking.granted ? 'brand' : 'red'}
            busy={change.isPending}
            error={change.error?.message}
            onCancel={() => setAsking(null)}
            onConfirm={() => change.mutate(asking)}
          >
            {consequences(asking, profile)}
          </ConfirmDialog>
        </Suspense>
      )}
    </Paper>
  );
}
