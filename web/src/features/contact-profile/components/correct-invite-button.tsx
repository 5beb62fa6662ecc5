import { Button, Stack, Text } from '@mantine/core';
import type { UserListItem } from '@shared/users';
import { lazy, Suspense, useState } from 'react';
import { LiveStatus } from '../../../ui/live-status';

// The form's code (and its masks') comes with the first click: most invitees' pages never open it.
const CorrectInviteDialog = lazy(() =>
  import('./correct-invite').then((module) => ({ default: module.CorrectInviteDialog })),
);

/**
 * Edit details (QA 67b L1) on the Profile tab of someone invited who has not registered. Saved,
 * it says so under its button, as Resend Invite says 'Invite sent' (QA 69b L5: it closed silently).
 */
export function CorrectInvite({ user }: { user: UserListItem }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="default"
        onClick={() => {
          setSaved(false);
          setEditing(true);
        }}
      >
        Edit details
      </Button>
      <LiveStatus>
        {saved && (
          <Text size="sm" c="green.8">
            Details saved
          </Text>
        )}
      </LiveStatus>
      {editing && (
        <Suspense fallback={null}>
          <CorrectInviteDialog
            user={user}
            onClose={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              setSaved(true);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
