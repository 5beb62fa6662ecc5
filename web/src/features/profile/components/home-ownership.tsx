import { Paper, Stack, Text } from '@mantine/core';
import { lazy } from 'react';
import { ownershipLabels, type UserProfile } from '@shared/profile';
import { displayDate } from '@shared/format/dates';
import { EditableSection } from './editable-section';

// The form (with its segmented control) loads when the user edits the section.
const HomeOwnershipForm = lazy(() =>
  import('./account-page-forms').then((module) => ({ default: module.AccountPageHomeOwnershipForm })),
);

/** The account page's Home ownership section (document 1 §2.7): status and purchase or lease date. */
export function HomeOwnership({ profile }: { profile: UserProfile }) {
  const status = profile.ownershipStats;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <EditableSection
        title="Home ownership"
        profile={profile}
        Form={HomeOwnershipForm}
        view={
          status ? (
            <Stack gap={4}>
              <Text fw={600}>{ownershipLabels[status].status}</Text>
              <Text size="sm" c="dimmed">
                {ownershipLabels[status].date}: {profile.purchaseDate ? displayDate(profile.purchaseDate) : '—'}
              </Text>
            </Stack>
          ) : (
            <Text c="dimmed">Tell us whether you own or lease your home, to get reports that matter to you.</Text>
          )
        }
      />
    </Paper>
  );
}
