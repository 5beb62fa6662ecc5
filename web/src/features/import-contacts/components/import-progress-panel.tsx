import { Alert, Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { importedNobody, importRunning } from '@shared/contact-import';
import { useImportProgress } from '../api/get-import-progress';
import {
  failureReason,
  importFailed,
  importSucceeded,
  lookBelow,
  needsALook,
  nobodyInvited,
  progressPercent,
  statusLine,
  unreadColumnsNote,
} from '../import-messages';
import classes from './import-contacts.module.css';
import { ImportFigures } from './import-figures';
import { ImportReportTable } from './import-report-table';
import { UndoImport } from './undo-import';
import { LiveStatus } from '../../../ui/live-status';

/**
 * One import, polled until the job is done with it: the status, a bar, the figures, then
 * 'Successfully imported.' once every e-mail is sent (or, when it invited nobody, that it did
 * not, and no bar: QA 69b M2), the rows not imported and the undo, whose progress (a step of
 * the job) is polled the same way until it is undone. A refused file is
 * 'Import failed.' with its reason, said once, and no counters: nothing was read (QA 63b L1).
 */
export function ImportProgressPanel({ importId }: { importId: string }) {
  const progress = useImportProgress(importId);

  if (progress.isPending) {
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">Loading the import…</Text>
      </Group>
    );
  }
  if (progress.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={importFailed}>
        {failureReason(progress.error)}
      </Alert>
    );
  }
  const current = progress.data;
  const running = importRunning(current.status);
  const refused = current.status === 'refused';
  // The contacts are in once sending starts, but 'Successfully imported.' reads as "done": it waits
  // for the last e-mail (QA 63b L2). The rows left out are said as soon as they are known.
  // One that invited nobody is no success, and has nothing sent to show a bar for (QA 69b M2).
  const nobody = importedNobody(current);
  const done = current.status === 'done' && !nobody;
  const lookedAt = (current.status === 'sending' || done) && needsALook(current);
  const undo = current.status === 'undoing' || current.status === 'undone';
  const percent = progressPercent(current);
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} className={classes.panel}>
      <Stack gap="md">
        <Stack gap={4}>
          <Text fw={600}>{current.fileName}</Text>
          {!refused && (
            <Group gap="xs" wrap="nowrap">
              {running && <Loader size="xs" aria-hidden />}
              <Text size="sm" data-testid="import-status">
                {statusLine(current)}
              </Text>
            </Group>
          )}
        </Stack>
        {!refused && !nobody && (
          <Progress
            value={percent}
            size="lg"
            radius="xl"
            animated={running}
            color={undo ? 'gray' : undefined}
            aria-label={
              current.status === 'sending'
                ? 'E-mails sent'
                : current.status === 'undoing'
                  ? 'Invitations taken back'
                  : 'Import progress'
            }
          />
        )}
        {!refused && <ImportFigures progress={current} />}
        <LiveStatus>
          {(done || lookedAt) && (
            // The spec's words; rows left out or changed turn it from "all good" to "look below".
            // Orange, not yellow: the theme's orange text keeps 4.5:1 on its light background.
            <Alert color={lookedAt ? 'orange' : 'green'} variant="light" role="none">
              {done && <Text size="sm">{importSucceeded}</Text>}
              {lookedAt && <Text size="sm">{lookBelow(current)}</Text>}
            </Alert>
          )}
          {nobody && (
            <Alert color="orange" variant="light" role="none">
              <Text size="sm">{nobodyInvited(current)}</Text>
            </Alert>
          )}
        </LiveStatus>
        {current.unreadColumns && !refused && (
          <Text size="sm" c="dimmed" data-testid="unread-columns">
            {unreadColumnsNote(current.unreadColumns)}
          </Text>
        )}
        {refused && (
          <Alert color="red" variant="light" role="alert" title={importFailed}>
            {current.message}
          </Alert>
        )}
        {current.hasReport && <ImportReportTable importId={importId} />}
        {(current.undoable || undo) && <UndoImport progress={current} />}
      </Stack>
    </Paper>
  );
}
