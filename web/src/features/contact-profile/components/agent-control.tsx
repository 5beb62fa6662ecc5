import { Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { fullName } from '@shared/full-name';
import type { ManagedProfile } from '@shared/profile-sections';
import { useAgentNames, useAgentOptions } from '../../../lib/agent-options';
import { LoadingButton } from '../../../ui/loading-button';
import { assignAgent, profileQueryKey } from '../api/profile-calls';

interface Assignment {
  agentId: string | null;
  /** The agent's name as the list showed it, for the line that says what was done. */
  label: string;
}

/**
 * The admin's Agent control on a client's profile (ours, QA 75b M1): whose contact they are,
 * chosen among the active agents as on the invite form ('Unassigned' for none), saved with
 * `PUT /users/{id}/agent`. A client who signed up alone gets an agent this way, and an agent's
 * contacts are handed to another. Staff are nobody's contact (DECISIONS row 45): the tab shows it
 * on clients only, and the server refuses anyone else.
 */
export function AgentControl({ profile }: { profile: ManagedProfile }) {
  const queryClient = useQueryClient();
  const agents = useAgentOptions(true);
  const current = profile.agentId ?? '';
  // null until the admin picks one: the select then follows the profile as it reloads.
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = picked ?? current;
  // The current agent may be archived, so not among those who can take contacts: still named.
  const unlisted = current !== '' && !agents.isPending && !agents.data?.some((option) => option.value === current);
  const names = useAgentNames(unlisted);
  const [said, setSaid] = useState<string | null>(null);
  const saidLine = useRef<HTMLParagraphElement>(null);

  const change = useMutation({
    mutationFn: ({ agentId }: Assignment) => assignAgent(profile.id, agentId),
    onSuccess: (saved, { label }) => {
      queryClient.setQueryData(profileQueryKey(profile.id), saved);
      setPicked(null);
      setSaid(saved.agentId ? `Agent changed to ${label}.` : `${fullName(profile) || profile.email} has no agent now.`);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey(profile.id) }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]),
  });

  // Save is unavailable once the choice is the profile's: the keyboard goes to the line that says what happened.
  useEffect(() => {
    if (said) saidLine.current?.focus();
  }, [said]);

  const options = [
    { value: '', label: agents.isPending ? 'Loading agents…' : 'Unassigned' },
    ...(unlisted ? [{ value: current, label: names.data?.get(current) ?? 'Their current agent' }] : []),
    ...(agents.data ?? []),
  ];
  const save = () => {
    const label = options.find((option) => option.value === chosen)?.label ?? '';
    change.mutate({ agentId: chosen === '' ? null : chosen, label });
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      bg="white"
      component="section"
      aria-label="Assigned agent"
    >
      <Stack gap="sm">
        {/* Not "Agent": the role switch above is named so (review 75 L8). */}
        <Title order={3} fz="lg">
          Assigned agent
        </Title>
        <Group gap="sm" align="flex-end">
          <NativeSelect
            label="Their agent"
            description={agents.isError ? 'The agents could not be loaded.' : undefined}
            disabled={agents.isPending || change.isPending}
            data={options}
            value={chosen}
            onChange={(event) => {
              change.reset();
              setSaid(null);
              setPicked(event.currentTarget.value);
            }}
            miw={240}
            maw={420}
          />
          <LoadingButton
            variant="light"
            loading={change.isPending}
            disabled={chosen === current || agents.isPending}
            onClick={save}
          >
            Save agent
          </LoadingButton>
        </Group>
        {said && (
          <Text role="status" c="teal.8" size="sm" ref={saidLine} tabIndex={-1}>
            {said}
          </Text>
        )}
        {change.isError && (
          <Text role="alert" c="red.7" size="sm">
            {change.error.message}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
