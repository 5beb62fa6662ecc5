import { Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { followUpFieldsSchema } from '@shared/follow-up-schemas';
import { firstErrors } from '@shared/first-errors';
import { followUpNoteMaxLength } from '@shared/users';
import type { FollowUp } from '@shared/users';
import { FollowUpDateInput } from '../../../ui/follow-up-date-input';
import { LoadingButton } from '../../../ui/loading-button';
import { showFieldErrors } from '../../../ui/show-field-errors';
import { useFieldErrors } from '../../../ui/use-field-errors';

interface FollowUpFormProps {
  initial: FollowUp;
  saving: boolean;
  onSave: (followUp: FollowUp) => void;
  now: Date;
}

/** The follow-up's date (`YYYY-MM-DD`, as dates show) and note, checked with document 2 §5's messages. */
export function FollowUpForm({ initial, saving, onSave, now }: FollowUpFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors, clearError] = useFieldErrors<keyof FollowUp>();
  /** A field's value changed: its message goes (review L5), the other's stays. */
  const set = <K extends keyof FollowUp>(field: K, value: FollowUp[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };
  const submit = (form: HTMLFormElement) => {
    const checked = followUpFieldsSchema.safeParse(values);
    if (!checked.success) return showFieldErrors(form, () => setErrors(firstErrors(checked.error.issues)));
    setErrors({});
    onSave(checked.data);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(event.currentTarget);
      }}
    >
      <Stack gap="xs" mt="sm">
        <FollowUpDateInput
          label="Date"
          value={values.date}
          onChange={(date) => set('date', date)}
          error={errors.date}
          now={now}
          saved={initial.date}
          withAsterisk
        />
        <TextInput
          label="Note"
          placeholder="What to follow up on"
          value={values.note}
          onChange={(event) => set('note', event.currentTarget.value)}
          maxLength={followUpNoteMaxLength}
          error={errors.note}
          withAsterisk
        />
        <Group justify="flex-end">
          <LoadingButton type="submit" size="sm" loading={saving}>
            Save
          </LoadingButton>
        </Group>
      </Stack>
    </form>
  );
}
