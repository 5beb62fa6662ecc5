import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { agentQueryOptions } from '../features/agent/api/get-agent';
import { myAgentQueryOptions } from '../features/agent/api/get-my-agent';
import { AgentDetails, agentQuote } from '../features/agent/components/agent-details';
import { identityQueryOptions } from '../features/auth/api/get-identity';
import { textValue } from '../lib/route-params';

/**
 * An agent's page (document 1 §2.8), open to anonymous visitors: `?id=` names the agent (a
 * shared link); without it a signed-in user sees their own agent.
 */
export const Route = createFileRoute('/agent-details')({
  validateSearch: (search: Record<string, unknown>): { id?: string } => ({ id: textValue(search.id, 100, 1) }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.id)
      return { agent: await context.queryClient.ensureQueryData(agentQueryOptions(deps.id)), signedIn: true };
    const identity = await context.queryClient.ensureQueryData(identityQueryOptions()).catch(() => null);
    if (!identity) return { agent: null, signedIn: false };
    return { agent: await context.queryClient.ensureQueryData(myAgentQueryOptions()), signedIn: true };
  },
  component: AgentDetailsPage,
});

function AgentDetailsPage() {
  const { agent, signedIn } = Route.useLoaderData();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      {agent ? <AgentDetails agent={agent} /> : <NoAgent signedIn={signedIn} />}
    </Container>
  );
}

function NoAgent({ signedIn }: { signedIn: boolean }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} ta="center">
      <Stack align="center" gap="md">
        <Title order={1}>Agent Details</Title>
        <Text size="lg" fw={500} c="brand.8" maw={520}>
          {agentQuote}
        </Text>
        {signedIn ? (
          <Text c="dimmed">An agent will be assigned to you soon.</Text>
        ) : (
          <>
            <Text c="dimmed">Sign in to see the details of your agent.</Text>
            <Button component={Link} to="/sign-in">
              Sign In
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
