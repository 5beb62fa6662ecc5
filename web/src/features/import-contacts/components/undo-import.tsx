import { Alert, Button, Group, Stack } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ImportProgress } from '@shared/contact-import';
import { useUndoImport } from '../api/undo-import';
import { LiveStatus } from '../../../ui/live-status';
import { failureReason } from '../import-messages';

// The confirm is a modal (~25 KB gzipped with its scroll area): loaded when asked for.
const UndoImportDialog = lazy(() =>
  import('./undo-import-dialog').then((module) => ({ default: module.UndoImportDialog })),
);

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * 'Undo import', after a confirm: takes back the invitations this import created that nobody
 * has accepted yet, and nothing else. The server does it as a step of the import's job, so the
 * panel shows its progress while it is undoing; once undone, what it took back stays on the page.
 */
export function UndoImport({ progress }: { progress: ImportProgress }) {
  const [asking, setAsking] = useState(false);
  const undo = useUndoImport(progress.id);
  const withdrawn = progress.withdrawn ?? 0;
  const kept = progress.kept ?? 0;

  const confirm = () => undo.mutate(undefined, { onSettled: () => setAsking(false) });
  // The Undo button went with the confirm, and the focus to the page: once the job is done, the
  // keyboard goes on from what it took back (QA 74b M1c), unless the user has put it somewhere
  // meanwhile. An import opened already undone takes no focus.
  const undoneMessage = useRef<HTMLDivElement>(null);
  const undoneHere = undo.isSuccess && progress.status === 'undone';
  useEffect(() => {
    if (!undoneHere) return;
    const active = document.activeElement;
    if (active === null || active === document.body) undoneMessage.current?.focus();
  }, [undoneHere]);

  return (
    <Stack gap="sm">
      <LiveStatus>
        {progress.status === 'undone' && (
          <Alert ref={undoneMessage} tabIndex={-1} color="green" variant="light" role="none">
            Import undone: {plural(withdrawn, 'invitation', 'invitations')} taken back
            {kept > 0 &&
              `; ${plural(kept, 'invitation', 'invitations')} already accepted ${kept === 1 ? 'stays' : 'stay'}`}
            .
          </Alert>
        )}
      </LiveStatus>
      {undo.isError && (
        <Alert color="red" variant="light" role="alert">
          The import could not be undone. {failureReason(undo.error)}
        </Alert>
      )}
      {progress.undoable && !undo.isSuccess && (
        <Group>
          <Button color="red" variant="light" onClick={() => setAsking(true)}>
            Undo import
          </Button>
        </Group>
      )}
      {asking && (
        <Suspense fallback={null}>
          <UndoImportDialog onCancel={() => setAsking(false)} onConfirm={confirm} pending={undo.isPending} />
        </Suspense>
      )}
    </Stack>
  );
}
