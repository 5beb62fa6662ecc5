import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { contactMethods, ownershipLabels, ownershipStatuses, type ContactMethod } from '@shared/profile';
import { LazyMaskedInput } from '../../../ui/lazy-masked-input';
import { contactMethodLabels } from '../../../ui/profile-forms/profile-form-values';
import type { InviteFieldsProps } from '../invite-form-values';

/** A contact's fields (document 2 §2): mailing address, DOB, contact preference, home ownership and its date. */
export function ContactFields({ values, errors, set }: InviteFieldsProps) {
  const dateLabel = values.ownershipStats ? ownershipLabels[values.ownershipStats].date : 'Purchase / lease date';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <TextInput
        label="Mailing address"
        autoComplete="off"
        value={values.address}
        error={errors.address}
        onChange={(event) => set('address', event.currentTarget.value)}
        style={{ gridColumn: '1 / -1' }}
      />
      <LazyMaskedInput
        label="Date of birth"
        mask="date"
        placeholder="mm/dd/yyyy"
        value={values.dob}
        error={errors.dob}
        onChange={(value) => set('dob', value)}
      />
      <NativeSelect
        label="Contact preference"
        data={contactMethods.map((method) => ({ value: method, label: contactMethodLabels[method] }))}
        value={values.preferredContactMethod}
        error={errors.preferredContactMethod}
        onChange={(event) => set('preferredContactMethod', event.currentTarget.value as ContactMethod)}
      />
      <NativeSelect
        label="Home ownership status"
        data={[
          { value: '', label: 'Not given' },
          ...ownershipStatuses.map((status) => ({ value: status, label: ownershipLabels[status].status })),
        ]}
        value={values.ownershipStats}
        error={errors.ownershipStats}
        onChange={(event) =>
          set('ownershipStats', event.currentTarget.value as InviteFieldsProps['values']['ownershipStats'])
        }
      />
      <LazyMaskedInput
        label={dateLabel}
        mask="date"
        placeholder="mm/dd/yyyy"
        value={values.purchaseDate}
        error={errors.purchaseDate}
        onChange={(value) => set('purchaseDate', value)}
      />
    </SimpleGrid>
  );
}
