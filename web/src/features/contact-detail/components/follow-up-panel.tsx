import { Alert, Button, Group, Paper, Skeleton, Switch, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
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
 * today and an empty note, saved only when valid; off clears the form, and a saved follow-up is
 * then marked done (kept as a note, as Today's Done does) or deleted, as the agent chooses: one
 * stray key press on the switch no longer loses the date and note without a trace.
 */
export function FollowUpPanel({ contactId, saved, now }: FollowUpPanelProps) {
  const [open, setOpen] = useState(saved !== undefined);
  const [turningOff, setTurningOff] = useState(false);
  const [notice, setNotice] = useState(false);
  const save = useSaveFollowUp(contactId);
  const firstChoice = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (turningOff) firstChoice.current?.focus();
  }, [turningOff]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(false), savedNoticeMs);
    return () => clearTimeout(timer);
  }, [notice]);

  const toggle = (on: boolean) => {
    save.reset();
    setNotice(false);
    setOpen(on);
    setTurningOff(!on && saved !== undefined);
  };
  const keep = () => {
    setTurningOff(false);
    setOpen(true);
  };
  const turnOff = (change: { done: FollowUp } | null) => {
    setTurningOff(false);
    save.mutate(change, { onError: () => setOpen(true) });
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
      {turningOff && saved && (
        <Group
          gap="xs"
          mt="sm"
          role="group"
          aria-label="Turn off the follow-up"
          onKeyDown={(event) => {
            if (event.key === 'Escape') keep();
          }}
        >
          <Text size="sm" w="100%">
            Turn off the follow-up of {saved.date}? Done keeps it as a note; Delete removes it.
          </Text>
          <Button ref={firstChoice} size="xs" onClick={() => turnOff({ done: saved })}>
            Done
          </Button>
          <Button size="xs" variant="default" color="red" onClick={() => turnOff(null)}>
            Delete
          </Button>
          <Button size="xs" variant="subtle" onClick={keep}>
            Keep it
          </Button>
        </Group>
      )}
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
