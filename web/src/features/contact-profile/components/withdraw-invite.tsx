import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { listNotices } from '../../../lib/list-notice';
import { dropFromCachedUserLists } from '../../../lib/user-lists-cache';
import { withdrawInvite } from '../api/withdraw-invite';

const ConfirmDialog = lazy(() => import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

/**
 * Withdraw invitation (issue 29) for someone invited who has not registered, after its
 * confirmation: the invitation goes, its link stops working, and the screen returns to the list
 * without them (`onWithdrawn`). A failure shows in the dialog.
 */
export function WithdrawInvite({
  email,
  staff = false,
  onWithdrawn,
}: {
  email: string;
  /** An agent's or an admin's invitation: nobody's contact (QA 46c L6). */
  staff?: boolean;
  onWithdrawn: (id: string, notice: string) => void;
}) {
  const [asking, setAsking] = useState(false);
  const [askedOnce, setAskedOnce] = useState(false);
  const queryClient = useQueryClient();
  const withdraw = useMutation({
    mutationFn: () => withdrawInvite(email),
    onSuccess: () => {
      setAsking(false);
      dropFromCachedUserLists(queryClient, email);
      onWithdrawn(email, listNotices.withdrawn(email));
    },
  });

  function ask() {
    withdraw.reset();
    setAskedOnce(true);
    setAsking(true);
  }

  return (
    <>
      <Button color="red" variant="light" onClick={ask}>
        Withdraw invitation
      </Button>
      {askedOnce && (
        <Suspense fallback={null}>
          <ConfirmDialog
            opened={asking}
            title="Withdraw invitation"
            confirmLabel="Withdraw"
            busy={withdraw.isPending}
            error={withdraw.error?.message}
            onCancel={() => setAsking(false)}
            onConfirm={() => withdraw.mutate()}
          >
            Withdraw the invitation of {email}? The link sent to them will stop working
            {staff
              ? '.'
              : ', and they will leave the contacts. The notes and the follow-up kept on them are deleted with it.'}
          </ConfirmDialog>
        </Suspense>
      )}
    </>
  );
}
