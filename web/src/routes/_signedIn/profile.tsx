import { Anchor, Container, Grid, Group, Stack, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { myAgentQueryOptions, useMyAgent } from '../../features/agent/api/get-my-agent';
import { AgentCard } from '../../features/agent/components/agent-card';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { FollowedHomesCard } from '../../features/followings/components/followed-homes-card';
import { myProfileQueryOptions, useMyProfile } from '../../features/profile/api/get-my-profile';
import { AccountDetails } from '../../features/profile/components/account-details';
import { HomeOwnership } from '../../features/profile/components/home-ownership';
import { NewsletterToggle } from '../../features/profile/components/newsletter-toggle';
import { SecuritySection } from '../../features/profile/components/security-section';
import { pageHead } from '../../lib/page-head';

/** The account page (document 1 §2.7): account details, home ownership, the homes followed (ours), newsletter, password, agent. */
export const Route = createFileRoute('/_signedIn/profile')({
  head: () => pageHead('Profile'),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(myProfileQueryOptions()),
      // The agent card says "soon" rather than fail the page when the agent cannot be read.
      context.queryClient.ensureQueryData(myAgentQueryOptions()).catch(() => null),
    ]),
  component: ProfilePage,
});

function ProfilePage() {
  const { data: profile } = useMyProfile();
  const { data: agent = null } = useMyAgent();
  const signOut = useSignOut();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Group justify="space-between" mb="md">
        <Text size="sm" fw={600} c="dimmed" tt="uppercase" lts={0.6}>
          My account
        </Text>
        {/* The account page's Sign Out goes to the neighbourhood map (DECISIONS row 1). */}
        <Anchor component="button" type="button" size="sm" data-tap onClick={() => void signOut('/neighbourhood/map')}>
          Sign Out
        </Anchor>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <AccountDetails profile={profile} />
            <HomeOwnership profile={profile} />
            <FollowedHomesCard />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <AgentCard agent={agent} />
            <NewsletterToggle profile={profile} />
            <SecuritySection />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
