import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useBlocker, type ShouldBlockFn } from '@tanstack/react-router';
import { useEffect, type ReactNode, type RefObject } from 'react';
import type { BulkAction } from '../api/bulk-calls';
import { decodeListState } from '../list-state';
import { recordStoppedBulkRun } from '../stopped-bulk-run';

/** A bulk action under way: what leaving the page would stop. */
export interface RunningBulk {
  action: BulkAction;
  total: number;
  /** Rows taken up so far: their calls were sent (or refused before any call). */
  reached: number;
  controller: AbortController;
}

/**
 * Stops the run where it is (calls in flight finish, no new one starts) and keeps where that was,
 * for the list. A run whose every row is already sent stops nothing: it is not said to have
 * stopped (review 69b M2: "stopped at 10 of 10: the other 0 were not changed").
 */
function stopAndRecord(running: RefObject<RunningBulk | undefined>) {
  const run = running.current;
  if (!run || run.controller.signal.aborted || run.reached >= run.total) return;
  recordStoppedBulkRun({ action: run.action, reached: run.reached, total: run.total });
  run.controller.abort();
}

/** The list a location shows, as the selection is kept: its route and its filters (the list's state in the path). */
function selectionOf(location: { routeId: string; params: unknown }): string {
  const { query } = (location.params ?? {}) as { query?: string };
  const state = decodeListState(query);
  return JSON.stringify([location.routeId, state.followUp ?? '', [...state.roles].sort()]);
}

// Any way out of the page while the run goes is asked about, and so is a move to a list of other
// contacts (another filter: the selection, the bar and its result would go); a page, a sort or a
// search of the same list keeps the bar and the run, and asks nothing (review 69b L2). The guard
// is off otherwise.
const leavesTheRun: ShouldBlockFn = ({ current, next }) => selectionOf(current) !== selectionOf(next);

/**
 * Guards a bulk action running from this page (QA 69b M1: leaving it stopped the calls silently,
 * 167 of 1,689 done). While it runs, the app's navigation asks first and a reload or a closed tab
 * gets the browser's own question (TanStack Router's blocker, on only while `progress` is set).
 * Left anyway, the run stops and the list says where (stopped-bulk-run.ts). Returns the question.
 */
export function useBulkRunGuard(
  running: RefObject<RunningBulk | undefined>,
  progress: { finished: number; total: number } | undefined,
): ReactNode {
  const busy = progress !== undefined;
  const blocker = useBlocker({
    shouldBlockFn: leavesTheRun,
    enableBeforeUnload: true,
    withResolver: true,
    disabled: !busy,
  });

  // Done while the question was open: the question goes and the page stays, with the run's result
  // and the rows that failed, which leaving would lose unseen (review 69b L3).
  useEffect(() => {
    if (!busy && blocker.status === 'blocked') blocker.reset();
  }, [busy, blocker]);

  // The tab reloaded or closed after the browser's question: its last chance to say so.
  useEffect(() => {
    if (!busy) return;
    const onPageHide = () => stopAndRecord(running);
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [busy, running]);

  // Leave was chosen: the page, and the run with it, goes.
  useEffect(() => () => stopAndRecord(running), [running]);

  const figure = (n: number) => n.toLocaleString('en-US');
  return (
    <Modal
      opened={blocker.status === 'blocked' && busy}
      onClose={() => blocker.reset?.()}
      title="Leave this page?"
      centered
    >
      <Stack gap="md">
        {progress && (
          <Text size="sm">
            A bulk action is still running: {figure(progress.finished)} of {figure(progress.total)} done. Leave this
            page and stop it?
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            Stay
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            Leave
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
