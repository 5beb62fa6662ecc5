import { Anchor, Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { AgentProfile } from '@shared/agent';
import { fullName } from '@shared/full-name';
import { telHref } from '@shared/phone-link';
import { headshotImage } from '../../../ui/default-images';

/** The account page's agent card (document 1 §2.7). */
export function AgentCard({ agent }: { agent: AgentProfile | null }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="agent-card">
      <Title order={2} fz="lg" mb="md">
        Your Agent
      </Title>
      {agent ? <AgentContact agent={agent} /> : <Text c="dimmed">An agent will be assigned to you soon.</Text>}
    </Paper>
  );
}

function AgentContact({ agent }: { agent: AgentProfile }) {
  const name = fullName(agent);
  return (
    <Stack gap="sm">
      {/* The name goes under the photo when larger text leaves it too little room beside it. */}
      <Group gap="md">
        <Avatar size={56} radius="xl" color="brand" name={name} {...headshotImage(agent.headshotUrl, name)} />
        <Stack gap={0} miw={0} style={{ flex: '1 1 8rem' }}>
          <Text fw={700}>{name}</Text>
          {agent.jobDescription && (
            <Text size="sm" c="dimmed">
              {agent.jobDescription}
            </Text>
          )}
        </Stack>
      </Group>
      {agent.phone && (
        <Anchor href={telHref(agent.phone)} size="sm">
          {agent.phone}
        </Anchor>
      )}
      <Anchor href={`mailto:${agent.email}`} size="sm">
        {agent.email}
      </Anchor>
      <Anchor
        renderRoot={(props) => <Link to="/agent-details" search={{ id: agent.id }} {...props} />}
        size="sm"
        fw={600}
      >
        View agent details
      </Anchor>
    </Stack>
  );
}
