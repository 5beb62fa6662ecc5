import { Alert, Button, Group, NativeSelect, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { displayDate, torontoDate, torontoMonth } from '@shared/format/dates';
import { fullName } from '@shared/full-name';
import type { FollowUp, UserListItem } from '@shared/users';
import { rankToday, todayCountText } from '@shared/today';
import { useAgents } from '../api/get-agents';
import { useToday } from '../api/get-today';
import { prepareReport } from '../api/prepare-report';
import { useTodayFollowUp } from '../hooks/use-today-follow-up';
import { TodayNotes } from './today-notes';
import { TodayRowCard } from './today-row';
import classes from './today.module.css';
import { useTorontoDay } from '../../../lib/use-toronto-day';
import { LoadFailure } from '../../../ui/load-failure';
import { useHeldRoom } from '../../../ui/use-held-room';

/** A follow-up just changed from Today, and what it was: what the screen says, and what Undo puts back. */
interface DoneChange {
  /** Whose day it was made on (an admin's choice): the line and its Undo stay with that day. */
  agentId: string | undefined;
  contact: UserListItem;
  before: FollowUp | undefined;
  after: FollowUp | null;
  undone?: boolean;
}

/**
 * What a change did, in words (QA 62b M2: Done and Next week took the row away without a word,
 * and a slip on a phone could only be undone by typing the follow-up again).
 */
export function changeSays({ contact, before, after, undone }: Omit<DoneChange, 'agentId'>): string {
  const name = fullName(contact.details) || contact.details.email;
  if (undone && before)
    return after === null
      ? `${name}: follow-up back to ${displayDate(before.date)}; the “Follow-up done” note stays on their Notes tab.`
      : `${name}: follow-up back to ${displayDate(before.date)}.`;
  if (after === null) return `${name}: follow-up done, kept as a note on their Notes tab.`;
  return before
    ? `${name}: follow-up moved to ${displayDate(after.date)}.`
    : `${name}: follow-up set for ${displayDate(after.date)}.`;
}

interface TodayScreenProps {
  /** An admin chooses the agent whose day to see; an agent sees their own. */
  viewer: 'admin' | 'agent';
  agentId?: string;
  onAgentChange: (agentId: string | undefined) => void;
  /** The moment to rank for (tests); by default today in Toronto, read again at midnight. */
  now?: Date;
}

/**
 * Today (issue 29): the agent's dashboard home, one ranked list of who to call and why
 * (shared/today.ts). An admin picks an agent: follow-ups are private to their author, so the
 * admin sees their own follow-ups of that agent's contacts and the discussions asked for.
 */
export function TodayScreen({ viewer, agentId, onAgentChange, now: given }: TodayScreenProps) {
  const day = useTorontoDay();
  const now = given ?? day.now;
  const today = torontoDate(now);
  const admin = viewer === 'admin';
  const agents = useAgents(admin);
  const data = useToday(agentId, today, !admin || agentId !== undefined);
  const followUp = useTodayFollowUp(agentId, today);
  const [lastChange, setChanged] = useState<DoneChange>();
  // Another agent's day (an admin's choice) shows no line of the one before, nor its Undo (review 62 M5).
  const changed = lastChange?.agentId === agentId ? lastChange : undefined;
  const changedText = useRef<HTMLParagraphElement>(null);
  const change = (contact: UserListItem, next: FollowUp | null) => {
    setChanged(undefined);
    followUp.mutate(
      { contact, followUp: next },
      { onSuccess: () => setChanged({ agentId, contact, before: contact.followUp, after: next }) },
    );
  };
  /**
   * Puts the follow-up back as it was; a suggestion answered had none to put back. A Done's is put
   * back only while there is none (review 62 L1: one set since in another tab is kept, 409). The
   * line stays while it saves, and then takes the focus its Undo had (review 62 M4).
   */
  const undo = (last: DoneChange) => {
    if (!last.before) return;
    followUp.mutate(
      {
        contact: { ...last.contact, followUp: last.after ?? undefined },
        followUp: last.before,
        onlyIfNone: last.after === null,
      },
      {
        onSuccess: () => {
          setChanged({ ...last, undone: true });
          requestAnimationFrame(() => changedText.current?.focus());
        },
      },
    );
  };
  const navigate = useNavigate();
  const prepare = useMutation({
    mutationFn: async ({ contactId, valuationId }: { contactId: string; valuationId: string }) => ({
      contactId,
      reportId: await prepareReport(valuationId, torontoMonth(now).year, data.data?.reports ?? []),
    }),
    onSuccess: ({ contactId, reportId }) =>
      void navigate({
        to: '/dashboard/users/{-$query}/profile/$id',
        params: { query: undefined, id: contactId },
        search: { tab: 'insights', report: reportId },
      }),
  });
  const rows = useMemo(() => (data.data ? rankToday({ today, ...data.data }) : undefined), [data.data, today]);
  const list = useRef<HTMLUListElement>(null);
  const nobodyLeft = useRef<HTMLDivElement>(null);
  // The row whose follow-up was just changed: when it leaves the list, the menu item that had
  // focus goes with it, and focus moves on to the contact now in its place (QA 48c M10).
  const leaving = useRef<{ id: string; index: number } | undefined>(undefined);
  useEffect(() => {
    const row = leaving.current;
    if (!row || !rows) return;
    if (rows.some((r) => r.contact.id === row.id)) {
      if (!followUp.isPending) leaving.current = undefined;
      return;
    }
    leaving.current = undefined;
    if (document.activeElement && document.activeElement !== document.body) return;
    const names = list.current?.querySelectorAll<HTMLElement>('[data-today-name]') ?? [];
    (names[Math.min(row.index, names.length - 1)] ?? nobodyLeft.current)?.focus();
  }, [rows, followUp.isPending]);

  return (
    <Stack gap="md">
      {admin && (
        <Stack gap={4}>
          <NativeSelect
            label="Agent"
            aria-label="Agent"
            maw={360}
            value={agentId ?? ''}
            onChange={(event) => onAgentChange(event.currentTarget.value || undefined)}
            data={[
              { value: '', label: agents.isPending ? 'Loading agents…' : 'Choose an agent' },
              ...(agents.data ?? []).map((agent) => ({
                value: agent.id,
                label: fullName(agent.details) || agent.details.email,
              })),
            ]}
          />
          <Text size="xs" c="dimmed">
            Follow-ups are private to whoever set them: you see your own follow-ups of this agent’s contacts, and the
            valuations their contacts asked to discuss.
          </Text>
        </Stack>
      )}
      {prepare.isError && (
        <Alert color="red" variant="light" role="alert">
          The annual report could not be prepared: {prepare.error.message}
        </Alert>
      )}
      {followUp.isError && (
        <Alert color="red" variant="light" role="alert">
          The follow-up could not be saved: {followUp.error.message}
        </Alert>
      )}
      {changed && (
        <HeldLine>
          <Alert color="teal" variant="light" role="status" data-testid="today-changed" className={classes.changedLine}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" ref={changedText} tabIndex={-1}>
                {changeSays(changed)}
              </Text>
              {changed.before && !changed.undone && (
                <Button
                  size="sm"
                  variant="white"
                  color="teal"
                  // Whole beside the words on a phone (it was cut to "Und" at 390 px).
                  style={{ flexShrink: 0 }}
                  disabled={followUp.isPending}
                  onClick={() => undo(changed)}
                >
                  Undo
                </Button>
              )}
            </Group>
          </Alert>
        </HeldLine>
      )}
      <TodayNotes data={data.data} admin={admin} />
      {admin && !agentId ? (
        <Text c="dimmed">Choose an agent to see their day.</Text>
      ) : data.isError ? (
        <LoadFailure text="Fail to load contacts" onRetry={() => void data.refetch()} />
      ) : !rows ? (
        <Skeleton h={240} radius="lg" aria-label="Loading today’s contacts" />
      ) : rows.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ref={nobodyLeft} tabIndex={-1}>
          <Text ta="center" c="dimmed">
            Nothing due today, and no one to follow up on.
          </Text>
        </Paper>
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed" data-testid="today-count" role="status">
            {todayCountText(rows)}
          </Text>
          <ul className={classes.list} aria-label="Today" ref={list}>
            {rows.map((row, index) => (
              <TodayRowCard
                key={row.contact.id}
                row={row}
                today={today}
                onFollowUp={(next) => {
                  leaving.current = { id: row.contact.id, index };
                  change(row.contact, next);
                }}
                onPrepareReport={(valuationId) => prepare.mutate({ contactId: row.contact.id, valuationId })}
                preparing={prepare.isPending && prepare.variables.contactId === row.contact.id}
              />
            ))}
          </ul>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The line of the last change, held under the header as the list scrolls: the row the focus
 * goes to stops below it, not under it (WCAG 2.4.11; review 63 M3), as the contacts' bulk bar.
 */
function HeldLine({ children }: { children: ReactNode }) {
  const room = useHeldRoom<HTMLDivElement>();
  return (
    <div ref={room} className={classes.changed}>
      {children}
    </div>
  );
}
