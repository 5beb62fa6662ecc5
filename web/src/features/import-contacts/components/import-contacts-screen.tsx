import { Alert, Box, LoadingOverlay, Paper, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { importProgressQueryOptions } from '../api/get-import-progress';
import { useStartImport } from '../api/start-import';
import { failureReason, importFailed } from '../import-messages';
import { AcceptedColumns } from './accepted-columns';
import classes from './import-contacts.module.css';
import { ImportFileForm } from './import-file-form';
import { ImportProgressPanel } from './import-progress-panel';
import { RecentImports } from './recent-imports';

interface ImportContactsScreenProps {
  /** Admins choose the agent the contacts are for; an agent imports for themselves. */
  isAdmin: boolean;
  /** The caller is an agent (an admin may be one too): their own contacts need no agent chosen. */
  isAgent: boolean;
  /** The import whose progress is shown (the page's `import` search parameter). */
  importId?: string;
  /** An import to show (one just started, or a recent one opened): the route puts its id in the address, so a reload shows it. */
  onShow: (id: string) => void;
  onCancel: () => void;
}

/**
 * `/dashboard/users/import-contacts` (document 2 §2 "Import contacts", §4 "Import flow"; the
 * shell's header titles it 'Import Contacts'): the CSV upload, the agent (admins), 'Send
 * Invite' and Cancel; then the import's progress, with the spinner overlay over the form while
 * the file is sent and read.
 */
export function ImportContactsScreen({ isAdmin, isAgent, importId, onShow, onCancel }: ImportContactsScreenProps) {
  const start = useStartImport();
  const queryClient = useQueryClient();
  // The same query the progress panel polls.
  const progress = useQuery({ ...importProgressQueryOptions(importId ?? ''), enabled: Boolean(importId) });
  const status = importId ? progress.data?.status : undefined;
  const reading = status === 'queued' || status === 'reading';
  const busy = start.isPending || reading;
  // The import this page just started or opened: its progress is brought into view once it is drawn.
  const startedId = useRef<string>(undefined);
  const show = (id: string) => {
    startedId.current = id;
    onShow(id);
  };
  const progressPanel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = progressPanel.current;
    if (!importId || startedId.current !== importId || !panel) return;
    // On a phone the progress comes below the column guide, out of sight (QA 39 M4): it scrolls
    // into view and takes the focus, so a screen reader says where the import went. Two frames
    // on: the route's navigation to `?import=` scrolls the window to the top once it has rendered.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        startedId.current = undefined;
        const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        panel.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
        panel.focus({ preventScroll: true });
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [importId]);

  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} className={classes.panel}>
        <Box pos="relative">
          <LoadingOverlay
            visible={busy}
            zIndex={5}
            overlayProps={{ blur: 1 }}
            loaderProps={{ 'aria-label': 'Importing' }}
          />
          <Stack gap="md">
            <AcceptedColumns />
            <ImportFileForm
              key={importId ?? 'new'}
              chooseAgent={isAdmin}
              ownContacts={isAgent}
              busy={busy}
              onCancel={onCancel}
              onSend={(choice) =>
                start.mutate(choice, {
                  onSuccess: (progress) => {
                    queryClient.setQueryData(importProgressQueryOptions(progress.id).queryKey, progress);
                    show(progress.id);
                  },
                })
              }
            />
            {start.isError && (
              <Alert color="red" variant="light" role="alert" title={importFailed}>
                {failureReason(start.error)}
              </Alert>
            )}
          </Stack>
        </Box>
      </Paper>
      {importId && (
        <div
          ref={progressPanel}
          tabIndex={-1}
          role="region"
          aria-label="Import progress"
          className={classes.progressAnchor}
          data-testid="import-progress-region"
        >
          <ImportProgressPanel importId={importId} />
        </div>
      )}
      <RecentImports current={status ? progress.data : undefined} isAdmin={isAdmin} onOpen={show} />
    </Stack>
  );
}
