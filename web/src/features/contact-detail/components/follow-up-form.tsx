import { Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { torontoDate } from '@shared/format/dates';
import { followUpFieldsSchema } from '@shared/follow-up-schemas';
import { isOverdue } from '@shared/follow-up';
import { isValidIsoDate } from '@shared/validation/rules';
import { firstErrors } from '@shared/first-errors';
import { followUpNoteMaxLength } from '@shared/users';
import type { FollowUp } from '@shared/users';
import { MaskedInput } from '../../../ui/masked-input';
import { LoadingButton } from '../../../ui/loading-button';
import { showFieldErrors } from '../../../ui/show-field-errors';
import { useFieldErrors } from '../../../ui/use-field-errors';

interface FollowUpFormProps {
  initial: FollowUp;
  saving: boolean;
  onSave: (followUp: FollowUp) => void;
  now: Date;
}

/** Document 2 §4: an overdue date shows in the warning colour, as on the Agent Contacts list. */
const overdueInput = { color: 'var(--mantine-color-orange-8)', fontWeight: 600 };

/** The follow-up's date (`YYYY-MM-DD`, as dates show) and note, checked with document 2 §5's messages. */
export function FollowUpForm({ initial, saving, onSave, now }: FollowUpFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors, clearError] = useFieldErrors<keyof FollowUp>();
  /** A field's value changed: its message goes (review L5), the other's stays. */
  const set = <K extends keyof FollowUp>(field: K, value: FollowUp[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };
  // A date still being typed ('2026-0') is no date yet, nor one of no calendar ('12/05/2026'
  // typed into the mask reads '1205-20-26', which was called a day gone by beside 'Please, enter a
  // valid date', QA 46a M2).
  const complete = isValidIsoDate(values.date);
  const overdue = complete && isOverdue(values.date, now);
  // A reminder for a day gone by is allowed (one forgotten, noted late), but never by a slip of
  // the year unseen: the field says so.
  const past = complete && values.date < torontoDate(now);

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
        <MaskedInput
          mask="isoDate"
          label="Date"
          placeholder="YYYY-MM-DD"
          value={values.date}
          onChange={(date) => set('date', date)}
          error={errors.date}
          withAsterisk
          description={
            past
              ? values.date === initial.date
                ? 'This day has passed.'
                : 'This day has passed: the follow-up will show as due at once.'
              : undefined
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={overdue ? { input: overdueInput } : undefined}
          data-overdue={overdue || undefined}
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
