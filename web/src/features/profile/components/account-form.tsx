import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { torontoDate } from '@shared/format/dates';
import type { UserProfile } from '@shared/profile';
import { ApiError } from '../../../lib/api-client';
import { MaskedInput } from '../../../ui/masked-input';
import { useUpdateMyProfile } from '../api/update-my-profile';
import {
  accountFormValues,
  validateAccountForm,
  type AccountFormErrors,
  type AccountFormValues,
} from '../account-form-values';

interface AccountFormProps {
  profile: UserProfile;
  /** Called after a successful save and on Cancel: either way edit mode ends. */
  onDone: () => void;
}

/** The edit side of "Account Details" (document 1 §5.3 "Account form"). */
export function AccountForm({ profile, onDone }: AccountFormProps) {
  const [values, setValues] = useState<AccountFormValues>(() => accountFormValues(profile));
  const [errors, setErrors] = useState<AccountFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const update = useUpdateMyProfile();

  function set(name: keyof AccountFormValues, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  function field(name: keyof AccountFormValues) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(name, event.currentTarget.value),
    };
  }

  /** A field typed through its mask (document 1 §5.1): the mask hands over the text, not an event. */
  function maskedField(name: 'phone' | 'dob') {
    return { name, value: values[name], error: errors[name], onChange: (value: string) => set(name, value) };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const result = validateAccountForm(values, profile, torontoDate(new Date()));
    if (!result.success) {
      setErrors(result.errors);
      setFormError(result.formError ?? null);
      return;
    }
    update.mutate(result.data, {
      onSuccess: onDone,
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? (error.fieldErrors() as AccountFormErrors) : {};
        if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
        else setFormError(error.message);
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Account Details">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="First name" autoComplete="given-name" withAsterisk {...field('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" withAsterisk {...field('lastName')} />
          <MaskedInput
            label="Phone"
            mask="phone"
            type="tel"
            autoComplete="tel-national"
            placeholder="XXX-XXX-XXXX"
            {...maskedField('phone')}
          />
          <MaskedInput
            label="Date of birth"
            mask="date"
            autoComplete="bday"
            placeholder="mm/dd/yyyy"
            {...maskedField('dob')}
          />
        </SimpleGrid>
        <TextInput label="Address" autoComplete="street-address" {...field('address')} />
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
