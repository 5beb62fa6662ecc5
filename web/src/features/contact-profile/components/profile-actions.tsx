import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { fullName } from '@shared/full-name';
import type { ManagedProfile } from '@shared/profile-sections';
import {
  archiveUser,
  countContacts,
  deleteUser,
  exportContacts,
  profileQueryKey,
  unarchiveUser,
} from '../api/profile-calls';
import { listNotices } from '../../../lib/list-notice';
import { dropFromCachedUserLists, markArchivedInCachedUserLists } from '../../../lib/user-lists-cache';
import { saveDownload } from '../../../lib/save-download';
import { isAgent } from '../section-values';
import { LoadingButton } from '../../../ui/loading-button';

const ConfirmDialog = lazy(() => import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

interface ProfileActionsProps {
  profile: ManagedProfile;
  viewerIsAdmin: boolean;
  /** After Archive or Delete: back to the list without this user, which says `notice`. */
  onLeave: (excludedId: string, notice: string) => void;
}

/** How an agent's contacts go with them, for the delete confirmation (document 2 §4). */
export function contactsGoToo(count: number): string {
  return count === 1 ? 'Their 1 contact will be deleted too.' : `Their ${count} contacts will be deleted too.`;
}

/**
 * The Profile tab's buttons (document 2 §2, §4, §6): Export Contacts on an agent's profile,
 * Archive User and Delete User, each with a confirmation, and for an admin Unarchive on an
 * archived user. Who may use them is enforced by the server. (Resend Invite is the invited
 * person's tab: resend-invite.tsx.)
 */
export function ProfileActions({ profile, viewerIsAdmin, onLeave }: ProfileActionsProps) {
  const [confirming, setConfirming] = useState<'archive' | 'delete' | null>(null);
  const [confirmWanted, setConfirmWanted] = useState(false);
  const queryClient = useQueryClient();
  const name = fullName(profile) || profile.email;
  const agent = isAgent(profile);
  const archived = profile.status === 'archived';

  const contacts = useQuery({
    queryKey: ['users', 'contact-count', profile.id],
    queryFn: () => countContacts(profile.id),
    enabled: agent && confirming === 'delete',
  });
  const leave = useMutation({
    mutationFn: async (action: 'archive' | 'delete') => {
      await (action === 'archive' ? archiveUser(profile.id) : deleteUser(profile.id));
    },
    onSuccess: (_, action) => {
      setConfirming(null);
      // Archived, they are still listed (with the badge); deleted, they are gone (user-lists-cache.ts).
      if (action === 'archive') markArchivedInCachedUserLists(queryClient, profile.id);
      else dropFromCachedUserLists(queryClient, profile.id);
      onLeave(profile.id, action === 'archive' ? listNotices.archived(name) : listNotices.deleted(name));
    },
  });
  const unarchive = useMutation({
    mutationFn: () => unarchiveUser(profile.id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey(profile.id) }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]),
  });

  // Unarchive's button goes once the profile reads as active: the keyboard goes to the line that
  // says what happened, not to the page's top (QA 63b L3).
  const unarchived = useRef<HTMLParagraphElement>(null);
  const saidUnarchived = unarchive.isSuccess && !archived;
  useEffect(() => {
    if (saidUnarchived) unarchived.current?.focus();
  }, [saidUnarchived]);

  // Export Contacts (DECISIONS row 11): the server writes contacts.csv to storage and answers a
  // link valid for minutes, which the browser follows to save the file.
  const exporting = useMutation({
    mutationFn: async () => {
      const file = await exportContacts(profile.id);
      saveDownload(file.url, file.filename);
    },
  });

  function ask(action: 'archive' | 'delete') {
    leave.reset();
    setConfirmWanted(true);
    setConfirming(action);
  }

  const deleteText = (
    <Stack gap="xs">
      <Text size="sm">
        Are you sure you want to permanently delete {name}? Their profile, notes, activity, valuations and reports are
        removed, and this cannot be undone.
      </Text>
      {agent && (
        <Text size="sm" fw={600}>
          {contacts.isSuccess
            ? contactsGoToo(contacts.data)
            : contacts.isError
              ? 'Their contacts will be deleted too.'
              : 'Counting their contacts…'}
        </Text>
      )}
    </Stack>
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="white" component="section" aria-label="Actions">
      <Stack gap="sm">
        {archived && (
          <Text size="sm" c="orange.8" fw={600}>
            This account is archived: they cannot sign in.
          </Text>
        )}
        <Group gap="sm">
          {agent && (
            <LoadingButton variant="default" loading={exporting.isPending} onClick={() => exporting.mutate()}>
              Export Contacts
            </LoadingButton>
          )}
          {!archived && (
            <Button color="orange" variant="light" onClick={() => ask('archive')}>
              Archive User
            </Button>
          )}
          {archived && viewerIsAdmin && (
            <LoadingButton variant="light" loading={unarchive.isPending} onClick={() => unarchive.mutate()}>
              Unarchive
            </LoadingButton>
          )}
          <Button color="red" variant="light" onClick={() => ask('delete')}>
            Delete User
          </Button>
        </Group>
        {exporting.isError && (
          <Text role="alert" c="red.7" size="sm">
            {exporting.error.message}
          </Text>
        )}
        {/* QA 62b L5: the button changed back to Archive User without a word. */}
        {saidUnarchived && (
          <Text role="status" c="teal.8" size="sm" ref={unarchived} tabIndex={-1}>
            {name} can sign in again.
          </Text>
        )}
        {unarchive.isError && (
          <Text role="alert" c="red.7" size="sm">
            {unarchive.error.message}
          </Text>
        )}
      </Stack>
      {confirmWanted && (
        <Suspense fallback={null}>
          <ConfirmDialog
            opened={confirming !== null}
            title={confirming === 'delete' ? 'Delete User' : 'Archive User'}
            confirmLabel={confirming === 'delete' ? 'Delete' : 'Archive'}
            busy={leave.isPending}
            error={leave.error?.message}
            onCancel={() => setConfirming(null)}
            onConfirm={() => confirming && leave.mutate(confirming)}
          >
            {confirming === 'delete'
              ? deleteText
              : `Are you sure you want to archive ${name}? They will not be able to sign in until an admin unarchives them.`}
          </ConfirmDialog>
        </Suspense>
      )}
    </Paper>
  );
}
