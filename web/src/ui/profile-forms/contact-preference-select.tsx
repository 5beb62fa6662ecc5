import { Select } from '@mantine/core';
import { contactMethods } from '@shared/profile';
import type { ContactPreferenceFieldProps } from './account-form';
import { contactMethodLabels } from './profile-form-values';

/** The account form's contact preference, as the dashboard's Account details shows it (document 2 §2). */
export function ContactPreferenceSelect({ value, error, onChange }: ContactPreferenceFieldProps) {
  return (
    <Select
      label="Contact preference"
      allowDeselect={false}
      data={contactMethods.map((method) => ({ value: method, label: contactMethodLabels[method] }))}
      value={value}
      error={error}
      onChange={(picked) => {
        const method = contactMethods.find((candidate) => candidate === picked);
        if (method) onChange(method);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
