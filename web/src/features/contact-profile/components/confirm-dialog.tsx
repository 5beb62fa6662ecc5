import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFocusReturn } from '../../../ui/use-focus-return';
import { LoadingButton } from '../../../ui/loading-button';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** The question, verbatim where the spec gives one. */
  children: ReactNode;
  confirmLabel: string;
  /** The confirm button's colour: red for what cannot be taken back (the default). */
  confirmColor?: string;
  busy: boolean;
  error?: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A question before a profile button acts (document 2 §2): delete, archive, resend an invitation. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  confirmColor = 'red',
  busy,
  error,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  useFocusReturn(opened);
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack gap="md">
        <Text size="sm" component="div">
          {children}
        </Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <LoadingButton color={confirmColor} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </LoadingButton>
        </Group>
      </Stack>
    </Modal>
  );
}
