import { Anchor, Avatar, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { fullName } from '@shared/full-name';
import type { UserProfile } from '@shared/profile';
import { headshotImage } from '../../../ui/default-images';
import { AccountSummary } from './account-summary';
import { EditableSection } from './editable-section';

// The form and the dialog (a modal, its focus trap, floating-ui: ~30 KB gzipped) load when the
// user edits the details or changes the photo, not with the page.
const AccountForm = lazy(() =>
  import('./account-page-forms').then((module) => ({ default: module.AccountPageAccountForm })),
);
const HeadshotDialog = lazy(() => import('./headshot-dialog').then((module) => ({ default: module.HeadshotDialog })));

/** "Account Details" with its edit toggle (document 1 §2.7, §4.5). Cancel restores the saved values. */
export function AccountDetails({ profile }: { profile: UserProfile }) {
  const [changingHeadshot, setChangingHeadshot] = useState(false);
  // Kept mounted once opened, so that closing it plays the modal's transition.
  const [headshotWanted, setHeadshotWanted] = useState(false);
  const name = fullName(profile);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      {/* The name goes under the photo when larger text leaves it too little room beside it. */}
      <Group gap="md" mb="lg">
        <Stack gap={4} align="center">
          <Avatar
            size={72}
            radius="xl"
            color="brand"
            name={name}
            {...headshotImage(profile.headshotUrl, name)}
            data-testid="profile-headshot"
          />
          <Anchor
            component="button"
            type="button"
            size="xs"
            data-tap
            onClick={() => {
              setHeadshotWanted(true);
              setChangingHeadshot(true);
            }}
          >
            Change photo
          </Anchor>
        </Stack>
        <Stack gap={0} miw={0} style={{ flex: '1 1 8rem' }}>
          {/* A long hyphenated name breaks rather than widen the page (QA 68a L3: 454 px at 390). */}
          <Title order={1} fz={28} data-testid="profile-full-name" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          <Text c="dimmed" truncate>
            {profile.email}
          </Text>
        </Stack>
      </Group>
      <Divider mb="lg" />
      <EditableSection
        title="Account Details"
        profile={profile}
        Form={AccountForm}
        view={<AccountSummary profile={profile} />}
      />
      {headshotWanted && (
        <Suspense fallback={null}>
          <HeadshotDialog profile={profile} opened={changingHeadshot} onClose={() => setChangingHeadshot(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
