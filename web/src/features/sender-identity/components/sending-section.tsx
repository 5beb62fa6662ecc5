import { Paper, Stack, Text, Title } from '@mantine/core';
import { webConfig } from '../../../lib/web-config';
import { SenderIdentityButton } from './sender-identity-button';

/** My profile's "Sending" card for an agent (DECISIONS row 12): how their e-mails go out, and the way to change it. */
export function SendingSection({ agentId, agentName }: { agentId: string; agentName: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="white" component="section" aria-label="Sending">
      <Stack gap="sm">
        {/* Under the dashboard's h1, beside My profile's sections (h2). */}
        <Title order={2} size="h4">
          Sending
        </Title>
        <Text size="sm" c="dimmed">
          Invitations and e-mails to your contacts go out as “{agentName} via {webConfig().productName}”, and replies
          come to you. Verify your own address with Amazon to send them from it instead.
        </Text>
        <SenderIdentityButton agentId={agentId} />
      </Stack>
    </Paper>
  );
}
