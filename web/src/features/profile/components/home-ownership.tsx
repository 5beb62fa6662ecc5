import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { ownershipLabels, type UserProfile } from '@shared/profile';
import { displayDate } from '@shared/format/dates';
import { useFormReload } from '../../../ui/profile-forms/use-form-reload';
import { useReloadMyProfile } from '../api/get-my-profile';

// The form (with its segmented control) loads when the user edits the section.
const HomeOwnershipForm = lazy(() =>
  import('./account-page-forms').then((module) => ({ default: module.AccountPageHomeOwnershipForm })),
);

/** The account page's Home ownership section (document 1 §2.7): status and purchase or lease date. */
export function HomeOwnership({ profile }: { profile: UserProfile }) {
  const [editing, setEditing] = useState(false);
  // After a 409, Reload refetches the profile; the form (which writes both sections) remounts with it.
  const { formKey, onReload } = useFormReload(useReloadMyProfile());
  const status = profile.ownershipStats;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg">
          Home ownership
        </Title>
        {!editing && (
          <Button variant="light" size="xs" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
      </Group>
      {editing ? (
        <Suspense
          fallback={
            <Center py="md" role="status" aria-label="Loading the form">
              <Loader size="sm" />
            </Center>
          }
        >
          <HomeOwnershipForm
            key={formKey(profile.sectionVersions.account, profile.sectionVersions.homeOwnership)}
            profile={profile}
            onDone={() => setEditing(false)}
            onReload={onReload}
          />
        </Suspense>
      ) : status ? (
        <Stack gap={4}>
          <Text fw={600}>{ownershipLabels[status].status}</Text>
          <Text size="sm" c="dimmed">
            {ownershipLabels[status].date}: {profile.purchaseDate ? displayDate(profile.purchaseDate) : '—'}
          </Text>
        </Stack>
      ) : (
        <Text c="dimmed">Tell us whether you own or lease your home, to get reports that matter to you.</Text>
      )}
    </Paper>
  );
}
