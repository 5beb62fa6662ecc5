import { Button } from '@mantine/core';
import type { UserListItem } from '@shared/users';
import { lazy, Suspense, useState } from 'react';

// The form's code (and its masks') comes with the first click: most invitees' pages never open it.
const CorrectInviteDialog = lazy(() =>
  import('./correct-invite').then((module) => ({ default: module.CorrectInviteDialog })),
);

/** Edit details (QA 67b L1) on the Profile tab of someone invited who has not registered. */
export function CorrectInvite({ user }: { user: UserListItem }) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setEditing(true)}>
        Edit details
      </Button>
      {editing && (
        <Suspense fallback={null}>
          <CorrectInviteDialog user={user} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </>
  );
}
