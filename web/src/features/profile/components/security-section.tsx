import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

// The dialog (a modal, its focus trap and the password rules) loads when it is first opened.
const ChangePasswordDialog = lazy(() =>
  import('./change-password-dialog').then((module) => ({ default: module.ChangePasswordDialog })),
);

/** Where the account page offers the Reset Password dialog (document 1 §2.7). */
export function SecuritySection() {
  const [opened, setOpened] = useState(false);
  // Kept mounted once opened, so that closing it plays the modal's transition.
  const [wanted, setWanted] = useState(false);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="lg">
          Password
        </Title>
        <Text size="sm" c="dimmed">
          Change the password you sign in with.
        </Text>
        <Button
          variant="light"
          onClick={() => {
            setWanted(true);
            setOpened(true);
          }}
        >
          Reset Password
        </Button>
      </Stack>
      {wanted && (
        <Suspense fallback={null}>
          <ChangePasswordDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
