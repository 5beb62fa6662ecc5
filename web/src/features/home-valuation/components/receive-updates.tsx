import { Box, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { defaultReceiveUpdates, type ReceiveUpdates } from '@shared/home-value/types';
import { useUpdateReceiveUpdates } from '../api/update-receive-updates';
import { chosenFrequency, keepChosenFrequency } from '../chosen-frequency';

// Below the first screen of the summary (phone and desktop): the switch (Mantine's, with its
// input wrapper, ~5 KB gzipped) loads after the page, in a box of its size (38 × 20) meanwhile.
const Switch = lazy(() => import('./updates-switch'));

type Frequency = Exclude<ReceiveUpdates, 'none'>;
const frequencies: { value: Frequency; label: string }[] = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];

/**
 * Update notifications (document 3 §2.8, §4): a switch and a frequency, each saved at once. Off
 * sends none; on, the stored frequency, else the one last chosen in this tab (the API keeps only
 * `none` while they are off), else monthly.
 */
export function ReceiveUpdatesControl({ id, value }: { id: string; value: ReceiveUpdates }) {
  const save = useUpdateReceiveUpdates(id);
  const [frequency, setFrequency] = useState<Frequency>(() =>
    value === 'none' ? (chosenFrequency(id) ?? (defaultReceiveUpdates as Frequency)) : value,
  );
  useEffect(() => {
    if (value !== 'none') keepChosenFrequency(id, value);
  }, [id, value]);
  const pending = save.isPending ? save.variables : undefined;
  const current = pending ?? value;
  const on = current !== 'none';
  const shownFrequency: Frequency = current === 'none' ? frequency : current;

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="updates-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Title order={2} fz={18} id="updates-title">
              Value updates by e-mail
            </Title>
            {/* Once a period, moved or not (functions/home-value/update-periods.ts; QA 63a L4). */}
            <Text size="sm" c="dimmed">
              We re-estimate your home every day, and e-mail you its value at the frequency you choose, whether or not
              it has moved.
            </Text>
          </div>
          <Suspense fallback={<Box w={38} h={20} style={{ flexShrink: 0 }} />}>
            <Switch
              aria-label="Update notifications"
              checked={on}
              onChange={(event) => save.mutate(event.currentTarget.checked ? frequency : 'none')}
            />
          </Suspense>
        </Group>
        {on && (
          <SegmentedControl
            aria-label="Frequency"
            // Two rows rather than a cut-off "Yearly" on a narrow phone with larger text.
            styles={{ root: { flexWrap: 'wrap', maxWidth: '100%' } }}
            value={shownFrequency}
            data={frequencies}
            onChange={(next) => {
              setFrequency(next as Frequency);
              save.mutate(next as Frequency);
            }}
          />
        )}
        {save.isError && (
          <Text c="red" size="sm" role="alert">
            The setting could not be saved: {save.error.message}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

const every: Record<Frequency, string> = { weekly: 'every week', monthly: 'every month', yearly: 'every year' };

/** What an agent or admin sees of the owner's e-mail setting: the owner's alone to change. */
export function ReceiveUpdatesFact({ value, owner }: { value: ReceiveUpdates; owner: string }) {
  const who = owner.charAt(0).toUpperCase() + owner.slice(1);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="updates-title">
      <Title order={2} fz={18} id="updates-title">
        Value updates by e-mail
      </Title>
      <Text size="sm" c="dimmed">
        {value === 'none'
          ? `${who} has turned them off. Only the owner can change this.`
          : `${who} gets them ${every[value]}. Only the owner can change this.`}
      </Text>
    </Paper>
  );
}
