import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ChangePasswordDialog } from './change-password-dialog';

/** Where the account page offers the Reset Password dialog (document 1 §2.7). */
export function SecuritySection() {
  const [opened, setOpened] = useState(false);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="lg">
          Password
        </Title>
        <Text size="sm" c="dimmed">
          Change the password you sign in with.
        </Text>
        <Button variant="light" onClick={() => setOpened(true)}>
          Reset Password
        </Button>
      </Stack>
      <ChangePasswordDialog opened={opened} onClose={() => setOpened(false)} />
    </Paper>
  );
}
