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
  /** What the last change did, said for 2.5 seconds beside the switch. */
  const [notice, setNotice] = useState<string | false>(false);
  const save = useSaveFollowUp(contactId);
  const firstChoice = useRef<HTMLButtonElement>(null);
  const switchInput = useRef<HTMLInputElement>(null);
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
  // The choice's buttons go away with it: the focus goes back to the switch, not to the page.
  const keep = () => {
    setTurningOff(false);
    setOpen(true);
    switchInput.current?.focus();
  };
  const turnOff = (change: { done: FollowUp } | null) => {
    setTurningOff(false);
    switchInput.current?.focus();
    save.mutate(change, {
      onSuccess: () => setNotice(change ? 'Follow-up done: kept as a note' : 'Follow-up deleted'),
      onError: () => setOpen(true),
      // The switch is disabled while it saves, which takes the focus from it: given back after.
      onSettled: () => setTimeout(() => switchInput.current?.focus()),
    });
  };

  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0">
      <Group justify="space-between" gap="sm">
        <Switch
          ref={switchInput}
          label="Follow up"
          checked={open}
          onChange={(event) => toggle(event.currentTarget.checked)}
          disabled={save.isPending}
        />
        {/* Always there, so a screen reader hears the text put into it (a live region drawn
            with its text is often not read). */}
        <Text size="sm" c="teal.8" fw={600} role="status">
          {notice || null}
        </Text>
      </Group>
      {turningOff && saved && (
        <Group
          gap="xs"
          mt="sm"
          role="group"
          aria-label="Turn off the follow-up"
          aria-describedby={`${contactId}-turn-off`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') keep();
          }}
        >
          <Text size="sm" w="100%" id={`${contactId}-turn-off`}>
            Turn off the follow-up of {saved.date}? Done keeps it as a note; Delete removes it.
          </Text>
          <Button ref={firstChoice} size="xs" onClick={() => turnOff({ done: saved })}>
            Done
          </Button>
          <Button size="xs" variant="light" color="red" onClick={() => turnOff(null)}>
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
            onSave={(followUp) => save.mutate(followUp, { onSuccess: () => setNotice('Follow up saved') })}
          />
        </Suspense>
      )}
    </Paper>
  );
}
