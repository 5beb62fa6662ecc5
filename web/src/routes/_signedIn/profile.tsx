import { Anchor, Container, Group, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { myProfileQueryOptions, useMyProfile } from '../../features/profile/api/get-my-profile';
import { AccountDetails } from '../../features/profile/components/account-details';

export const Route = createFileRoute('/_signedIn/profile')({
  loader: ({ context }) => context.queryClient.ensureQueryData(myProfileQueryOptions()),
  component: ProfilePage,
});

function ProfilePage() {
  const { data: profile } = useMyProfile();
  const signOut = useSignOut();
  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }}>
      <Group justify="space-between" mb="md">
        <Text size="sm" fw={600} c="dimmed" tt="uppercase" lts={0.6}>
          My account
        </Text>
        {/* The account page's Sign Out goes to the neighbourhood map (DECISIONS row 1). */}
        <Anchor component="button" type="button" size="sm" onClick={() => void signOut('/neighbourhood/map')}>
          Sign Out
        </Anchor>
      </Group>
      <AccountDetails profile={profile} />
    </Container>
  );
}
