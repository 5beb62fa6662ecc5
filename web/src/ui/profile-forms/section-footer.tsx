import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { profileChangedElsewhere } from '@shared/profile-sections';
import { ApiError } from '../../lib/api-client';
import { LoadingButton } from '../loading-button';

/** What a failed save shows: the 409's message with Reload, or the API's message. */
export type SaveFailure = { kind: 'conflict' } | { kind: 'error'; message: string };

/**
 * A save's failure as the section shows it: a 409 as the conflict with Reload (when the screen
 * can reload; else its message), field messages of a 400 on their fields (when one is on the
 * form's `fields`, all fields when none are given), anything else as its message.
 */
export function saveFailureOf(
  error: Error,
  { fields, reloadable = true }: { fields?: readonly string[]; reloadable?: boolean } = {},
): { failure?: SaveFailure; fieldErrors: Record<string, string> } {
  if (reloadable && error instanceof ApiError && error.status === 409) {
    return { failure: { kind: 'conflict' }, fieldErrors: {} };
  }
  const fieldErrors = error instanceof ApiError ? error.fieldErrors() : {};
  const shown = Object.keys(fieldErrors).filter((field) => !fields || fields.includes(field));
  return shown.length > 0 ? { fieldErrors } : { failure: { kind: 'error', message: error.message }, fieldErrors };
}

interface SectionFooterProps {
  failure?: SaveFailure | null;
  pending: boolean;
  onCancel: () => void;
  onReload: () => void;
  saveLabel?: string;
  /** Only the failure: a section saved by one click has no Cancel or Save. */
  alertOnly?: boolean;
}

/**
 * A section form's end: its failure, Cancel and Save. Two edits of one section meet: the
 * later gets 409 and 'This profile was changed elsewhere. Reload to see the latest version.'
 * (issue 14), with Reload to fetch the profile and edit the latest values.
 */
export function SectionFooter({
  failure,
  pending,
  onCancel,
  onReload,
  saveLabel = 'Save',
  alertOnly = false,
}: SectionFooterProps) {
  return (
    <Stack gap="sm">
      {failure?.kind === 'conflict' && (
        <Alert color="orange" variant="light" role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{profileChangedElsewhere}</Text>
            <Button size="xs" variant="white" color="orange" onClick={onReload}>
              Reload
            </Button>
          </Group>
        </Alert>
      )}
      {failure?.kind === 'error' && (
        <Alert color="red" variant="light" role="alert">
          {failure.message}
        </Alert>
      )}
      {!alertOnly && (
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <LoadingButton type="submit" loading={pending}>
            {saveLabel}
          </LoadingButton>
        </Group>
      )}
    </Stack>
  );
}
