import { Alert, Button, Group, List, Paper, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { runBulk, selectionCount, type BulkResult } from '@shared/bulk';
import { followUpFieldsSchema } from '@shared/follow-up-schemas';
import { firstErrors } from '@shared/first-errors';
import { torontoDate } from '@shared/format/dates';
import { followUpNoteMaxLength } from '@shared/users';
import { fullName } from '@shared/full-name';
import { inviteBudgetSpent, resendsOverBudget } from '@shared/invite-messages';
import type { FollowUp, UserListItem } from '@shared/users';
import {
  alreadyHadFollowUp,
  archiveOf,
  downloadSelection,
  invitationBudgetQueryOptions,
  notFor,
  resendInviteOf,
  setFollowUpOf,
  type BulkAction,
} from '../api/bulk-calls';
import { useBulkRunGuard, type RunningBulk } from '../hooks/use-bulk-run-guard';
import { LiveStatus } from '../../../ui/live-status';
import { showFieldErrors } from '../../../ui/show-field-errors';
import { useFieldErrors } from '../../../ui/use-field-errors';
import { FollowUpDateInput } from '../../../ui/follow-up-date-input';

interface BulkBarProps {
  scope: 'admin' | 'agent';
  selected: UserListItem[];
  onClear: () => void;
  /** The rows as a bulk action left them (a follow-up set), for the selection to hold. */
  onUpdated?: (users: UserListItem[]) => void;
  /** Whether a bulk action runs: the list holds its search, filters and selection meanwhile (review 55). */
  onBusyChange?: (busy: boolean) => void;
  /**
   * The ids of the rows the list shows now: the selection outlives a search and a page (on
   * purpose), and the bar says how many of it are out of sight (QA 68b M2).
   */
  shownIds?: ReadonlySet<string>;
}

const doneWords: Record<BulkAction, string> = {
  followUp: 'Follow-up set for',
  resend: 'Invitation resent to',
  archive: 'Archived',
};

const who = (user: UserListItem) => fullName(user.details) || user.details.email;

/** "2 of these contacts already have a follow-up.", "1 of these contacts already has a follow-up." */
const alreadyHeld = (n: number) =>
  `${n.toLocaleString('en-US')} of these contacts already ${n === 1 ? 'has' : 'have'} a follow-up.`;

/**
 * What Resend asks (QA 46c L4: it sent at once): each resend mails the person again and ends
 * the link sent before; only the invited who have not signed up can be.
 */
function resendQuestion(count: (n: number) => string, selected: UserListItem[]): string {
  const resendable = selected.filter((user) => !notFor('resend', user)).length;
  const others = selected.length - resendable;
  // One person "gets", several "each get" (QA 64 L7: "to 1 user? Each gets a new e-mail").
  const what =
    resendable === 1
      ? 'They get a new e-mail, and the link sent before stops working.'
      : 'Each gets a new e-mail, and the link sent before stops working.';
  if (resendable === 0)
    return selected.length === 1
      ? `${who(selected[0]!)} has signed up already: there is no invitation to resend.`
      : `None of these ${count(selected.length)} has an invitation to resend: they have signed up already.`;
  if (others === 0) return `Resend the invitation to ${count(selected.length)}? ${what}`;
  return `Resend the invitation to ${resendable.toLocaleString('en-US')} of ${count(selected.length)}? ${what} ${others === 1 ? 'The other one has signed up already.' : `The other ${others.toLocaleString('en-US')} have signed up already.`}`;
}

/**
 * Resend's question, and before it starts, whether its e-mails fit in what is left of the
 * agent's daily budget (QA 62b L3: 507 selected were resent until the budget ran out, then
 * refused one by one). Read afresh each time it asks; an admin has none. Should the budget not
 * be read, Resend goes ahead: the server checks each e-mail all the same.
 */
function ResendQuestion({
  count,
  selected,
  onResend,
  onCancel,
}: {
  count: (n: number) => string;
  selected: UserListItem[];
  onResend: () => void;
  onCancel: () => void;
}) {
  const resendable = selected.filter((user) => !notFor('resend', user)).length;
  const budget = useQuery({ ...invitationBudgetQueryOptions(), enabled: resendable > 0 });
  const data = budget.data;
  const over =
    data && data.daily !== null && resendable > data.left
      ? data.left === 0
        ? inviteBudgetSpent(data.daily)
        : resendsOverBudget(resendable, data.left)
      : undefined;
  return (
    <Group gap="sm" wrap="wrap">
      <Text size="sm">{resendQuestion(count, selected)}</Text>
      {over && (
        <Text size="sm" c="red.8" role="alert">
          {over}
        </Text>
      )}
      {resendable > 0 && !over && (
        <Button size="xs" loading={budget.isPending} onClick={onResend}>
          Resend
        </Button>
      )}
      <Button size="xs" variant="default" onClick={onCancel}>
        Cancel
      </Button>
    </Group>
  );
}

/** "Grace Campbell", "Grace Campbell and Alice MacDonald", "Grace Campbell, Alice MacDonald, Ann Lee and 9 others". */
export function namesOf(users: UserListItem[], shown = 3): string {
  const names = users.slice(0, users.length > shown + 1 ? shown : shown + 1).map(who);
  const rest = users.length - names.length;
  if (rest > 0) return `${names.join(', ')} and ${rest.toLocaleString('en-US')} ${rest === 1 ? 'other' : 'others'}`;
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

/**
 * What Archive asks: only the registered who are not archived yet can be (QA 44 L4: two
 * invitations selected were asked "Archive 2 contacts?", then "Archived 0 contacts"). One
 * selected is named (QA 53 L6: "None of these 1 contact"), and so are those it would archive
 * (QA 68b M2: some may be out of sight, and only an admin can unarchive).
 */
function archiveQuestion(count: (n: number) => string, selected: UserListItem[]): string {
  const archivable = selected.filter((user) => !notFor('archive', user));
  const others = selected.length - archivable.length;
  if (archivable.length === 0)
    return selected.length === 1
      ? `${who(selected[0]!)} cannot be archived. ${notFor('archive', selected[0]!)}.`
      : `None of these ${count(selected.length)} can be archived: they have not signed up yet or are archived already.`;
  const named = `(${namesOf(archivable)})`;
  if (others === 0) return `Archive ${count(selected.length)} ${named}? They can no longer sign in.`;
  return `Archive ${archivable.length.toLocaleString('en-US')} of ${count(selected.length)} ${named}? They can no longer sign in. ${others === 1 ? 'The other one has not signed up yet or is archived already.' : `The other ${others.toLocaleString('en-US')} have not signed up yet or are archived already.`}`;
}

/**
 * Asked when some selected contacts already hold a follow-up of the agent's: each holds one of
 * theirs, and replacing it erases its date and note with no trace, so the agent chooses.
 */
function ReplaceOrSkip({
  held,
  canSkip,
  onReplace,
  onSkip,
  onCancel,
}: {
  held: number;
  /** Some selected contacts have none: skipping the others still sets something. */
  canSkip: boolean;
  onReplace: () => void;
  onSkip: () => void;
  onCancel: () => void;
}) {
  const them = held === 1 ? 'it' : 'them';
  // The form that asked is gone: the keyboard goes to the question's safe answer.
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <Group gap="sm" wrap="wrap" role="group" aria-label="Existing follow-ups">
      <Text size="sm" role="status">
        {alreadyHeld(held)}
      </Text>
      {canSkip && (
        <Button ref={first} size="xs" onClick={onSkip}>
          Skip {them}
        </Button>
      )}
      <Button ref={canSkip ? undefined : first} size="xs" color="red" onClick={onReplace}>
        Replace {them}
      </Button>
      <Button size="xs" variant="default" onClick={onCancel}>
        Cancel
      </Button>
    </Group>
  );
}

/** The follow-up every selected contact gets: a date and a note, checked as the profile's form checks them. */
function FollowUpForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (date: string, note: string) => void;
  onCancel: () => void;
}) {
  /** The day the form opened on: what a day gone by is measured from. */
  const [now] = useState(() => new Date());
  // Today, as a contact's page starts (DECISIONS row 10); Tomorrow and Next week a click away (QA 63b L6).
  const [date, setDate] = useState(() => torontoDate(now));
  const [note, setNote] = useState('');
  const [errors, setErrors, changed] = useFieldErrors<'date' | 'note'>();
  const submit = (form: HTMLFormElement) => {
    const parsed = followUpFieldsSchema.safeParse({ date, note });
    if (parsed.success) return onSubmit(parsed.data.date, parsed.data.note);
    showFieldErrors(form, () => setErrors(firstErrors(parsed.error.issues)));
  };
  return (
    // Opened from its button, it takes the focus at its first field; Enter in a field saves
    // (a form's own submission), Escape closes it.
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(event.currentTarget);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <FollowUpDateInput
          label="Follow-up date"
          autoFocus
          value={date}
          onChange={(value) => {
            setDate(value);
            changed('date');
          }}
          error={errors.date}
          now={now}
        />
        <TextInput
          label="Note"
          value={note}
          onChange={(e) => {
            setNote(e.currentTarget.value);
            changed('note');
          }}
          error={errors.note}
          style={{ flex: '1 1 260px' }}
          maxLength={followUpNoteMaxLength}
        />
        <Group gap="xs" mt={24}>
          <Button type="submit">Save follow-up</Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Group>
    </form>
  );
}

/**
 * The Contacts screen's bulk actions (issue 29) on the selected rows: export, set a follow-up
 * (agents: follow-ups are their own), resend invitations, archive. One call per row, four at a
 * time (shared/bulk.ts), with the progress, the count done and every row that failed and why.
 * The calls run from this page: leaving it mid-run is asked about first (use-bulk-run-guard.tsx).
 */
export function BulkBar({ scope, selected, onClear, onUpdated, onBusyChange, shownIds }: BulkBarProps) {
  const count = selectionCount(scope);
  const hidden = shownIds ? selected.filter((user) => !shownIds.has(user.id)).length : 0;
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<'followUp' | 'resend' | 'archive' | undefined>();
  /** A follow-up typed while some selected contacts hold one: the question asked, and who they were. */
  const [pendingFollowUp, setPendingFollowUp] = useState<{ followUp: FollowUp; held: Set<string> } | undefined>();
  const setButton = useRef<HTMLButtonElement>(null);
  const [progress, setProgress] = useState<{ finished: number; total: number } | undefined>();
  const running = useRef<RunningBulk | undefined>(undefined);
  const leaveQuestion = useBulkRunGuard(running, progress);
  const [result, setResult] = useState<
    { action: BulkAction; outcome: BulkResult<UserListItem>; skipped: number } | undefined
  >();
  const ask = (action: 'followUp' | 'resend' | 'archive' | undefined) => {
    setPendingFollowUp(undefined);
    setAsking(action);
    // The last action's result is not this one's (QA 74b L3: it stayed under the next question).
    if (action) setResult(undefined);
  };
  /** Set follow-up closed without a change: the keyboard goes back to its button. */
  const closeFollowUp = () => {
    ask(undefined);
    setButton.current?.focus();
  };

  /** `skippedBy`: rows the server skipped (a follow-up set since they were read), told apart from the done. */
  const run = async (
    action: BulkAction,
    work: (user: UserListItem) => Promise<unknown>,
    rows: UserListItem[] = selected,
    skippedBy: Set<string> = new Set(),
  ): Promise<BulkResult<UserListItem>> => {
    setAsking(undefined);
    setPendingFollowUp(undefined);
    setResult(undefined);
    setProgress({ finished: 0, total: rows.length });
    const current: RunningBulk = { action, total: rows.length, reached: 0, controller: new AbortController() };
    running.current = current;
    const ran = await runBulk(rows, work, {
      // Asked of each row as it is taken up, and of none once stopped: what was reached.
      skip: (user) => {
        current.reached += 1;
        return notFor(action, user);
      },
      onProgress: (finished, total) => setProgress({ finished, total }),
      signal: current.controller.signal,
    });
    running.current = undefined;
    const outcome = { ...ran, done: ran.done.filter((user) => !skippedBy.has(user.PK)) };
    setProgress(undefined);
    setResult({ action, outcome, skipped: selected.length - rows.length + skippedBy.size });
    await queryClient.invalidateQueries({ queryKey: ['users'] });
    await queryClient.invalidateQueries({ queryKey: ['today'] });
    return outcome;
  };

  /**
   * Skipping sends the rows without a follow-up with `onlyIfNone`: one set since the list was
   * read (another tab, the Today screen) is kept by the server (409), and counted as skipped.
   */
  const setFollowUps = async (followUp: FollowUp, rows: UserListItem[] = selected, skipping = false) => {
    const skippedBy = new Set<string>();
    const work = async (user: UserListItem) => {
      try {
        await setFollowUpOf(user, followUp, skipping);
      } catch (error) {
        if (!skipping || !alreadyHadFollowUp(error)) throw error;
        skippedBy.add(user.PK);
      }
    };
    const { done } = await run('followUp', work, rows, skippedBy);
    // What the next bulk action reads: these now hold this follow-up.
    onUpdated?.(done.map((user) => ({ ...user, followUp })));
  };

  const submitFollowUp = (followUp: FollowUp) => {
    const held = new Set(selected.filter((user) => user.followUp !== undefined).map((user) => user.PK));
    if (held.size > 0) setPendingFollowUp({ followUp, held });
    // None held one when read: none is replaced either, should one have been set since.
    else void setFollowUps(followUp, selected, true);
  };

  // The question's buttons went with it as the run began, and the focus to the page: the
  // keyboard goes on from what was done (QA 74b M1b), unless the user has put it somewhere meanwhile.
  const bar = useRef<HTMLDivElement>(null);
  const resultBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!result) return;
    const active = document.activeElement;
    if (active === null || active === document.body || bar.current?.contains(active)) resultBox.current?.focus();
  }, [result]);

  const busy = progress !== undefined;
  useEffect(() => {
    onBusyChange?.(busy);
    return () => onBusyChange?.(false);
  }, [busy, onBusyChange]);
  return (
    <Paper ref={bar} withBorder radius="md" p="sm" data-testid="bulk-bar" aria-label="Bulk actions" role="region">
      <Stack gap="sm">
        <Group gap="sm" wrap="wrap">
          <Text fw={600} size="sm" aria-live="polite">
            {count(selected.length)} selected
            {hidden > 0 && (
              <Text span inherit fw={400} c="dimmed">
                {' '}
                · {hidden.toLocaleString('en-US')} not shown here
              </Text>
            )}
          </Text>
          <Button size="xs" variant="default" disabled={busy} onClick={() => void downloadSelection(selected)}>
            Export selection
          </Button>
          {scope === 'agent' && (
            <Button ref={setButton} size="xs" variant="default" disabled={busy} onClick={() => ask('followUp')}>
              Set follow-up
            </Button>
          )}
          <Button size="xs" variant="default" disabled={busy} onClick={() => ask('resend')}>
            Resend invitations
          </Button>
          <Button size="xs" variant="default" color="red" disabled={busy} onClick={() => ask('archive')}>
            Archive
          </Button>
          <Button size="xs" variant="subtle" disabled={busy} onClick={onClear}>
            Clear selection
          </Button>
        </Group>
        {asking === 'followUp' && !pendingFollowUp && (
          <FollowUpForm onCancel={closeFollowUp} onSubmit={(date, note) => submitFollowUp({ date, note })} />
        )}
        {asking === 'followUp' && pendingFollowUp && (
          <ReplaceOrSkip
            held={pendingFollowUp.held.size}
            canSkip={selected.some((user) => !pendingFollowUp.held.has(user.PK))}
            onReplace={() => void setFollowUps(pendingFollowUp.followUp)}
            onSkip={() =>
              void setFollowUps(
                pendingFollowUp.followUp,
                selected.filter((user) => !pendingFollowUp.held.has(user.PK)),
                true,
              )
            }
            onCancel={closeFollowUp}
          />
        )}
        {asking === 'resend' && (
          <ResendQuestion
            count={count}
            selected={selected}
            onResend={() => void run('resend', resendInviteOf)}
            onCancel={() => setAsking(undefined)}
          />
        )}
        {asking === 'archive' && (
          <Group gap="sm" wrap="wrap">
            <Text size="sm">{archiveQuestion(count, selected)}</Text>
            {selected.some((user) => !notFor('archive', user)) && (
              <Button size="xs" color="red" onClick={() => void run('archive', archiveOf)}>
                Archive
              </Button>
            )}
            <Button size="xs" variant="default" onClick={() => setAsking(undefined)}>
              Cancel
            </Button>
          </Group>
        )}
        {progress && (
          <Stack gap={4}>
            <Text size="sm" aria-live="polite">
              {progress.finished.toLocaleString('en-US')} of {progress.total.toLocaleString('en-US')}
            </Text>
            <Progress value={(progress.finished / Math.max(progress.total, 1)) * 100} aria-label="Progress" />
          </Stack>
        )}
        <LiveStatus>
          {result && (
            <Alert
              ref={resultBox}
              tabIndex={-1}
              color={result.outcome.failed.length > 0 ? 'orange' : 'teal'}
              role="none"
              data-testid="bulk-result"
              withCloseButton
              onClose={() => setResult(undefined)}
            >
              <Text size="sm">
                {doneWords[result.action]} {count(result.outcome.done.length)}.
                {result.skipped > 0 &&
                  ` ${count(result.skipped)} skipped: ${result.skipped === 1 ? 'it' : 'they'} already had a follow-up.`}
                {result.outcome.failed.length > 0 && ` ${count(result.outcome.failed.length)} not done:`}
              </Text>
              {result.outcome.failed.length > 0 && (
                <List size="sm" mt={4}>
                  {result.outcome.failed.map(({ item, reason }) => (
                    <List.Item key={item.PK}>
                      {who(item)}: {reason}
                    </List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
        </LiveStatus>
      </Stack>
      {leaveQuestion}
    </Paper>
  );
}
