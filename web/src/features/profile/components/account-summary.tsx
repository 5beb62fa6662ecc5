import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { UserProfile } from '@shared/profile';
import { displayDate } from '@shared/format/dates';

function Detail({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" fw={600} c="dimmed" lts={0.4}>
        {label}
      </Text>
      {/* A long e-mail address breaks rather than run past the card (larger text on a phone). */}
      <Text size="md" style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </Stack>
  );
}

/** The read-only side of "Account Details". */
export function AccountSummary({ profile }: { profile: UserProfile }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
      <Detail label="Email" value={profile.email} />
      <Detail label="Phone" value={profile.phone} />
      <Detail label="Address" value={profile.address} />
      <Detail label="Date of birth" value={profile.dob && displayDate(profile.dob)} />
    </SimpleGrid>
  );
}
