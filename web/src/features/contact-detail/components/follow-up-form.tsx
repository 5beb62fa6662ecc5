import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { followUpFieldsSchema } from '@shared/follow-up-schemas';
import { followUpNoteMaxLength } from '@shared/users';
import type { FollowUp } from '@shared/users';
import { MaskedInput } from '../../../ui/masked-input';
import { firstErrors } from '../form-errors';

interface FollowUpFormProps {
  initial: FollowUp;
  saving: boolean;
  onSave: (followUp: FollowUp) => void;
}

/** The follow-up's date (`YYYY-MM-DD`, as dates show) and note, checked with document 2 §5's messages. */
export function FollowUpForm({ initial, saving, onSave }: FollowUpFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const checked = followUpFieldsSchema.safeParse(values);
    if (!checked.success) return setErrors(firstErrors(checked.error));
    setErrors({});
    onSave(checked.data);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs" mt="sm">
        <MaskedInput
          mask="isoDate"
          label="Date"
          placeholder="YYYY-MM-DD"
          value={values.date}
          onChange={(date) => setValues((current) => ({ ...current, date }))}
          error={errors.date}
          withAsterisk
        />
        <TextInput
          label="Note"
          placeholder="What to follow up on"
          value={values.note}
          onChange={(event) => {
            const note = event.currentTarget.value;
            setValues((current) => ({ ...current, note }));
          }}
          maxLength={followUpNoteMaxLength}
          error={errors.note}
          withAsterisk
        />
        <Group justify="flex-end">
          <Button type="submit" size="sm" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
