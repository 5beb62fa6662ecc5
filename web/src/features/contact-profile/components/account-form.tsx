import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { contactMethods, type ContactMethod } from '@shared/profile';
import type { ManagedProfile } from '@shared/profile-sections';
import { messages } from '@shared/validation/messages';
import { MaskedInput } from '../../../ui/masked-input';
import { checkSection, typedDate } from '../check-section';
import { useSectionSave } from '../hooks/use-section-save';
import {
  accountValues,
  contactMethodLabels,
  isAgent,
  isCustomer,
  showsPhone,
  type AccountValues,
} from '../section-values';
import { SectionFooter, saveFailureOf, type SaveFailure } from './section-footer';

const fields = ['firstName', 'lastName', 'phone', 'address', 'dob', 'preferredContactMethod'] as const;
type Field = (typeof fields)[number];

export interface SectionFormProps {
  profile: ManagedProfile;
  /** My profile (the caller's own) rather than a contact's Profile tab. */
  own: boolean;
  /** After a save, and on Cancel: the section goes back to its view. */
  onDone: () => void;
  /** After a 409: fetch the profile again and edit its latest values. */
  onReload: () => void;
}

/**
 * The edit side of Account details (document 2 §2): names and phone for everyone; for a
 * customer also mailing address, date of birth and contact preference. The phone is required
 * on an agent's My profile, where only agents have one (document 2 §2, §5). Fields the form does not show are sent as read.
 */
export function AccountForm({ profile, own, onDone, onReload }: SectionFormProps) {
  const [values, setValues] = useState<AccountValues>(() => accountValues(profile));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const save = useSectionSave(profile.id);
  const customer = isCustomer(profile);
  const phoneRequired = own && isAgent(profile);

  function set<K extends keyof AccountValues>(name: K, value: AccountValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = checkSection(
      {
        section: 'account',
        version: profile.sectionVersions.account,
        firstName: values.firstName,
        lastName: values.lastName,
        phone: showsPhone(profile, own) ? values.phone : profile.phone,
        // A customer's own fields; anyone else's are kept as stored.
        address: customer ? values.address : profile.address,
        dob: customer ? typedDate(values.dob) : profile.dob,
        preferredContactMethod: customer ? values.preferredContactMethod : profile.preferredContactMethod,
      },
      fields,
    );
    const missingPhone = phoneRequired && !values.phone.trim() ? messages.phoneRequired : undefined;
    if (!checked.success || missingPhone) {
      setErrors({ ...(checked.success ? {} : checked.errors), ...(missingPhone && { phone: missingPhone }) });
      if (!checked.success && checked.formError) setFailure({ kind: 'error', message: checked.formError });
      return;
    }
    // The promise, not mutate's callbacks: a save that changes the section's version remounts
    // this form (profile-sections.tsx), and callbacks of an unmounted form never run.
    save.mutateAsync(checked.update).then(onDone, (error: Error) => {
      const { failure: next, fieldErrors } = saveFailureOf(error);
      setErrors(fieldErrors);
      setFailure(next ?? null);
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Account details">
      <Stack gap="md">
        <TextInput label="Email" value={profile.email} readOnly variant="filled" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="First name"
            withAsterisk
            value={values.firstName}
            error={errors.firstName}
            onChange={(event) => set('firstName', event.currentTarget.value)}
          />
          <TextInput
            label="Last name"
            withAsterisk
            value={values.lastName}
            error={errors.lastName}
            onChange={(event) => set('lastName', event.currentTarget.value)}
          />
          {showsPhone(profile, own) && (
            <MaskedInput
              label="Phone"
              mask="phone"
              type="tel"
              placeholder="XXX-XXX-XXXX"
              withAsterisk={phoneRequired}
              value={values.phone}
              error={errors.phone}
              onChange={(value) => set('phone', value)}
            />
          )}
          {customer && (
            <MaskedInput
              label="Date of birth"
              mask="date"
              placeholder="mm/dd/yyyy"
              value={values.dob}
              error={errors.dob}
              onChange={(value) => set('dob', value)}
            />
          )}
        </SimpleGrid>
        {customer && (
          <>
            <TextInput
              label="Mailing address"
              value={values.address}
              error={errors.address}
              onChange={(event) => set('address', event.currentTarget.value)}
            />
            <Select
              label="Contact preference"
              allowDeselect={false}
              data={contactMethods.map((value) => ({ value, label: contactMethodLabels[value] }))}
              value={values.preferredContactMethod}
              error={errors.preferredContactMethod}
              onChange={(value) => value && set('preferredContactMethod', value as ContactMethod)}
              comboboxProps={{ withinPortal: true }}
            />
          </>
        )}
        <SectionFooter failure={failure} pending={save.isPending} onCancel={onDone} onReload={onReload} />
      </Stack>
    </form>
  );
}
