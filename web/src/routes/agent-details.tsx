import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import type { AgentProfile } from '@shared/agent';
import { agentQueryOptions } from '../features/agent/api/get-agent';
import { myAgentQueryOptions } from '../features/agent/api/get-my-agent';
import { AgentDetails, agentQuote } from '../features/agent/components/agent-details';
import { identityQueryOptions } from '../features/auth/api/get-identity';
import { textValue } from '../lib/route-params';
import { useSignInSearch } from '../lib/return-path';
import { pageHead } from '../lib/page-head';

/**
 * An agent's page (document 1 §2.8), open to anonymous visitors: `?id=` names the agent (a
 * shared link); without it a signed-in user sees their own agent.
 */
export const Route = createFileRoute('/agent-details')({
  head: () => pageHead('Agent Details'),
  validateSearch: (search: Record<string, unknown>): { id?: string } => ({ id: textValue(search.id, 100, 1) }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }): Promise<{ agent: AgentProfile | null; missing: Missing }> => {
    if (deps.id)
      return { agent: await context.queryClient.ensureQueryData(agentQueryOptions(deps.id)), missing: 'unknown' };
    const identity = await context.queryClient.ensureQueryData(identityQueryOptions()).catch(() => null);
    if (!identity) return { agent: null, missing: 'signedOut' };
    return { agent: await context.queryClient.ensureQueryData(myAgentQueryOptions()), missing: 'unassigned' };
  },
  component: AgentDetailsPage,
});

/** Why there is no agent to show: a shared link to no agent, a visitor, or a client without one. */
type Missing = 'unknown' | 'signedOut' | 'unassigned';

function AgentDetailsPage() {
  const { agent, missing } = Route.useLoaderData();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      {agent ? <AgentDetails agent={agent} /> : <NoAgent missing={missing} />}
    </Container>
  );
}

function NoAgent({ missing }: { missing: Missing }) {
  const signInSearch = useSignInSearch();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} ta="center">
      <Stack align="center" gap="md">
        <Title order={1}>Agent Details</Title>
        <Text size="lg" fw={500} c="brand.8" maw={520}>
          {agentQuote}
        </Text>
        {missing === 'unknown' ? (
          <Text c="dimmed">We could not find this agent. The link may be out of date.</Text>
        ) : missing === 'unassigned' ? (
          <Text c="dimmed">An agent will be assigned to you soon.</Text>
        ) : (
          <>
            <Text c="dimmed">Sign in to see the details of your agent.</Text>
            <Button renderRoot={(props) => <Link {...props} to="/sign-in" search={signInSearch} />}>Sign In</Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
