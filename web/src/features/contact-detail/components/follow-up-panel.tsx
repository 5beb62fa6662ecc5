import { Alert, Group, Paper, Skeleton, Switch, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { torontoDate } from '@shared/format/dates';
import type { FollowUp } from '@shared/users';
import { useSaveFollowUp } from '../api/save-follow-up';

// The form brings the date mask and the schema with it; it loads when the toggle is first turned on.
const FollowUpForm = lazy(() => import('./follow-up-form').then((module) => ({ default: module.FollowUpForm })));

/** Document 2 §4: 'Follow up saved' shows for 2.5 seconds. */
export const savedNoticeMs = 2_500;

interface FollowUpPanelProps {
  contactId: string;
  /** The caller's saved follow-up of this contact, if any. */
  saved: FollowUp | undefined;
  now: Date;
}

/**
 * The follow-up toggle (document 2 §4, DECISIONS row 10): on opens the form prefilled with
 * today and an empty note, saved only when valid; off clears the form and deletes the saved one.
 */
export function FollowUpPanel({ contactId, saved, now }: FollowUpPanelProps) {
  const [open, setOpen] = useState(saved !== undefined);
  const [notice, setNotice] = useState(false);
  const save = useSaveFollowUp(contactId);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(false), savedNoticeMs);
    return () => clearTimeout(timer);
  }, [notice]);

  const toggle = (on: boolean) => {
    save.reset();
    setNotice(false);
    setOpen(on);
    if (!on && saved) save.mutate(null, { onError: () => setOpen(true) });
  };

  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0">
      <Group justify="space-between" gap="sm">
        <Switch
          label="Follow up"
          checked={open}
          onChange={(event) => toggle(event.currentTarget.checked)}
          disabled={save.isPending}
        />
        {notice && (
          <Text size="sm" c="teal.8" fw={600} role="status">
            Follow up saved
          </Text>
        )}
      </Group>
      {save.isError && (
        <Alert color="red" variant="light" mt="sm" role="alert">
          {save.error.message}
        </Alert>
      )}
      {open && (
        <Suspense fallback={<Skeleton h={120} mt="sm" />}>
          <FollowUpForm
            initial={saved ?? { date: torontoDate(now), note: '' }}
            saving={save.isPending}
            now={now}
            onSave={(followUp) => save.mutate(followUp, { onSuccess: () => setNotice(true) })}
          />
        </Suspense>
      )}
    </Paper>
  );
}
