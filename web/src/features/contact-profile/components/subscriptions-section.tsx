import { Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ManagedProfile } from '@shared/profile-sections';
import { useSectionSave } from '../hooks/use-section-save';
import { SectionFooter, saveFailureOf, type SaveFailure } from '../../../ui/profile-forms/section-footer';

/**
 * Subscriptions (document 2 §2), shown when an agent views a customer: 'Monthly Sold Reports'.
 * Consent belongs to the contact (issue 14, CASL): the agent may turn it off, never on, so the
 * checkbox is disabled once off. The server refuses turning it on with 403 as well.
 */
export function SubscriptionsSection({ profile, onReload }: { profile: ManagedProfile; onReload: () => void }) {
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const save = useSectionSave(profile.id);
  const on = profile.receiveSoldReport;

  function turnOff() {
    setFailure(null);
    save.mutate(
      { section: 'subscriptions', version: profile.sectionVersions.subscriptions, receiveSoldReport: false },
      { onError: (error) => setFailure(saveFailureOf(error).failure ?? { kind: 'error', message: error.message }) },
    );
  }

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      bg="white"
      component="section"
      aria-label="Subscriptions"
    >
      <Stack gap="sm">
        <Title order={3} fz="lg">
          Subscriptions
        </Title>
        <Checkbox
          label="Monthly Sold Reports"
          checked={on}
          disabled={!on || save.isPending}
          onChange={(event) => {
            if (!event.currentTarget.checked) turnOff();
          }}
        />
        {!on && (
          <Text size="sm" c="dimmed">
            Only the contact can turn Monthly Sold Reports back on, from their account page.
          </Text>
        )}
        {failure && (
          <SectionFooter failure={failure} pending={false} onCancel={() => undefined} onReload={onReload} alertOnly />
        )}
      </Stack>
    </Paper>
  );
}
