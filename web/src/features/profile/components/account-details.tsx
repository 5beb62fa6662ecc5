import { Anchor, Avatar, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { fullName } from '@shared/full-name';
import type { UserProfile } from '@shared/profile';
import { AccountForm } from './account-form';
import { AccountSummary } from './account-summary';
import { HeadshotDialog } from './headshot-dialog';

/** "Account Details" with its edit toggle (document 1 §2.7, §4.5). Cancel restores the saved values. */
export function AccountDetails({ profile }: { profile: UserProfile }) {
  const [editing, setEditing] = useState(false);
  const [changingHeadshot, setChangingHeadshot] = useState(false);
  const name = fullName(profile);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Group gap="md" wrap="nowrap" mb="lg">
        <Stack gap={4} align="center">
          <Avatar
            size={72}
            radius="xl"
            color="brand"
            name={name}
            {...(profile.headshotUrl && { src: profile.headshotUrl, alt: `${name}'s headshot` })}
            data-testid="profile-headshot"
          />
          <Anchor component="button" type="button" size="xs" onClick={() => setChangingHeadshot(true)}>
            Change photo
          </Anchor>
        </Stack>
        <Stack gap={0} miw={0}>
          <Title order={1} fz={28} data-testid="profile-full-name">
            {name}
          </Title>
          <Text c="dimmed" truncate>
            {profile.email}
          </Text>
        </Stack>
      </Group>
      <Divider mb="lg" />
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg">
          Account Details
        </Title>
        {!editing && (
          <Button variant="light" size="xs" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
      </Group>
      {editing ? (
        <AccountForm profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <AccountSummary profile={profile} />
      )}
      <HeadshotDialog profile={profile} opened={changingHeadshot} onClose={() => setChangingHeadshot(false)} />
    </Paper>
  );
}
