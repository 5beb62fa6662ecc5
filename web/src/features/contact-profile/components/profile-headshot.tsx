import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { fullName } from '@shared/full-name';
import type { ManagedProfile } from '@shared/profile-sections';
import { headshotImage } from '../../../ui/default-images';

/** The headshot at the top of Account details: the stored one or the default image. */
export function ProfileHeadshot({ profile, onChange }: { profile: ManagedProfile; onChange?: () => void }) {
  const name = fullName(profile);
  return (
    <Group gap="md" wrap="nowrap">
      <Avatar size={72} radius="xl" color="brand" name={name} {...headshotImage(profile.headshotUrl, name)} />
      <Stack gap={2} miw={0}>
        <Text fw={600} truncate>
          {name || profile.email}
        </Text>
        {onChange && (
          <Anchor component="button" type="button" size="sm" onClick={onChange} ta="left">
            Change photo
          </Anchor>
        )}
      </Stack>
    </Group>
  );
}
