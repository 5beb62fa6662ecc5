import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ComponentType } from 'react';
import { MaskedInput } from '../masked-input';
import type { AccountValues } from './profile-form-values';
import { SectionFooter } from './section-footer';
import { useProfileForm, type ProfileFormProps } from './use-profile-form';

export interface ContactPreferenceFieldProps {
  value: AccountValues['preferredContactMethod'];
  error?: string;
  onChange: (value: AccountValues['preferredContactMethod']) => void;
}

/** What the account form shows on a screen (document 1 §5.3, document 2 §2): its fields and their labels. */
export interface AccountFormLayout {
  /** The form's accessible name, as its section's title is spelt there. */
  label: string;
  /** The e-mail address, shown read-only above the names. */
  email?: string;
  phone: 'hidden' | 'optional' | 'required';
  dob: boolean;
  /** The address field's label; no address field without one. */
  addressLabel?: string;
  /**
   * The contact preference's field, when the screen shows one (the dashboard's, a Select:
   * passed in so that the account page's form does not load it).
   */
  contactPreference?: ComponentType<ContactPreferenceFieldProps>;
  /** The browser's autofill hints (the account page's own details). */
  autoComplete: boolean;
}

/** The fields a layout shows: a save's field messages go to these. */
function shownFields(layout: AccountFormLayout): (keyof AccountValues)[] {
  return [
    'firstName',
    'lastName',
    ...(layout.phone !== 'hidden' ? (['phone'] as const) : []),
    ...(layout.dob ? (['dob'] as const) : []),
    ...(layout.addressLabel ? (['address'] as const) : []),
    ...(layout.contactPreference ? (['preferredContactMethod'] as const) : []),
  ];
}

/**
 * The edit side of Account details, one form for every screen that edits a profile's account
 * fields: the account page (document 1 §5.3 "Account form") and the dashboard's Profile tab and
 * My profile (document 2 §2). The screen says which fields show (`layout`), checks the values
 * and saves them.
 */
export function AccountForm<P>({
  layout,
  ...props
}: ProfileFormProps<AccountValues, P> & { layout: AccountFormLayout }) {
  const { values, errors, set, submit, footer } = useProfileForm(props, shownFields(layout));
  const ContactPreference = layout.contactPreference;
  const hint = (value: string) => (layout.autoComplete ? value : undefined);
  const text = (name: 'firstName' | 'lastName' | 'address') => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(name, event.currentTarget.value),
  });
  /** A field typed through its mask (document 1 §5.1): the mask hands over the text, not an event. */
  const masked = (name: 'phone' | 'dob') => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => set(name, value),
  });

  return (
    <form onSubmit={submit} noValidate aria-label={layout.label}>
      <Stack gap="md">
        {layout.email !== undefined && <TextInput label="Email" value={layout.email} readOnly variant="filled" />}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="First name" autoComplete={hint('given-name')} withAsterisk {...text('firstName')} />
          <TextInput label="Last name" autoComplete={hint('family-name')} withAsterisk {...text('lastName')} />
          {layout.phone !== 'hidden' && (
            <MaskedInput
              label="Phone"
              mask="phone"
              type="tel"
              autoComplete={hint('tel-national')}
              placeholder="XXX-XXX-XXXX"
              withAsterisk={layout.phone === 'required'}
              {...masked('phone')}
            />
          )}
          {layout.dob && (
            <MaskedInput
              label="Date of birth"
              mask="date"
              autoComplete={hint('bday')}
              placeholder="mm/dd/yyyy"
              {...masked('dob')}
            />
          )}
        </SimpleGrid>
        {layout.addressLabel && (
          <TextInput label={layout.addressLabel} autoComplete={hint('street-address')} {...text('address')} />
        )}
        {ContactPreference && (
          <ContactPreference
            value={values.preferredContactMethod}
            error={errors.preferredContactMethod}
            onChange={(value) => set('preferredContactMethod', value)}
          />
        )}
        <SectionFooter {...footer} />
      </Stack>
    </form>
  );
}
