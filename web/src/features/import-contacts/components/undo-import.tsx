import { Alert, Button, Group, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useUndoImport } from '../api/undo-import';
import { failureReason } from '../import-messages';

// The confirm is a modal (~25 KB gzipped with its scroll area): loaded when asked for.
const UndoImportDialog = lazy(() =>
  import('./undo-import-dialog').then((module) => ({ default: module.UndoImportDialog })),
);

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * 'Undo import', after a confirm: takes back the invitations this import created that nobody
 * has accepted yet, and nothing else. Shown while the server says it can be undone; its
 * outcome stays on the page after.
 */
export function UndoImport({ importId, undoable }: { importId: string; undoable: boolean }) {
  const [asking, setAsking] = useState(false);
  const undo = useUndoImport(importId);

  const confirm = () => undo.mutate(undefined, { onSettled: () => setAsking(false) });

  return (
    <Stack gap="sm">
      {undo.isSuccess && (
        <Alert color="green" variant="light" role="status">
          Import undone: {plural(undo.data.removed, 'invitation', 'invitations')} taken back
          {undo.data.kept > 0 &&
            `; ${plural(undo.data.kept, 'invitation', 'invitations')} already accepted ${undo.data.kept === 1 ? 'stays' : 'stay'}`}
          .
        </Alert>
      )}
      {undo.isError && (
        <Alert color="red" variant="light" role="alert">
          The import could not be undone. {failureReason(undo.error)}
        </Alert>
      )}
      {undoable && !undo.isSuccess && (
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
