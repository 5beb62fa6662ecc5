import { Alert, Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { torontoDate } from '@shared/format/dates';
import { ownershipLabels, ownershipStatuses, type OwnershipStatus, type UserProfile } from '@shared/profile';
import { isoToUsDate } from '@shared/validation/rules';
import { ApiError } from '../../../lib/api-client';
import { MaskedInput } from '../../../ui/masked-input';
import { checkedProfileForm, typedDate } from '../account-form-values';
import { useSaveProfile } from '../hooks/use-save-profile';

/** The edit side of the Home ownership section: status and purchase or lease date. */
export function HomeOwnershipForm({ profile, onDone }: { profile: UserProfile; onDone: () => void }) {
  const [status, setStatus] = useState<OwnershipStatus>(profile.ownershipStats ?? 'owner');
  const [date, setDate] = useState(profile.purchaseDate ? isoToUsDate(profile.purchaseDate) : '');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveProfile();

  function submit(event: FormEvent) {
    event.preventDefault();
    const changes = { ownershipStats: status, purchaseDate: typedDate(date) };
    const result = checkedProfileForm(profile, changes, torontoDate(new Date()));
    if (!result.success) {
      const issue = result.error.issues[0];
      if (issue?.path[0] === 'purchaseDate') setError(issue.message);
      else setFormError(issue?.message ?? null);
      return;
    }
    save.mutate(
      { profile, changes },
      {
        onSuccess: onDone,
        onError: (failure) =>
          failure instanceof ApiError && failure.fieldErrors().purchaseDate
            ? setError(failure.fieldErrors().purchaseDate)
            : setFormError(failure.message),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Home ownership">
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          value={status}
          onChange={(value) => setStatus(value as OwnershipStatus)}
          data={ownershipStatuses.map((value) => ({ value, label: ownershipLabels[value].status }))}
        />
        <MaskedInput
          label={ownershipLabels[status].date}
          mask="date"
          placeholder="mm/dd/yyyy"
          value={date}
          error={error}
          onChange={(value) => {
            setDate(value);
            setError(undefined);
          }}
        />
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
