import { SegmentedControl, Stack } from '@mantine/core';
import { ownershipDateLabel, ownershipLabels, ownershipStatuses } from '@shared/profile';
import { MaskedInput } from '../masked-input';
import type { HomeOwnershipValues } from './profile-form-values';
import { SectionFooter } from './section-footer';
import { useProfileForm, type ProfileFormProps } from './use-profile-form';

/**
 * The edit side of Home ownership, one form for the account page (document 1 §2.7) and a
 * customer's Profile tab (document 2 §2): status, and the purchase or lease date.
 */
export function HomeOwnershipForm<P>(props: ProfileFormProps<HomeOwnershipValues, P>) {
  const { values, errors, set, submit, footer } = useProfileForm(props, ['ownershipStats', 'purchaseDate']);
  return (
    <form onSubmit={submit} noValidate aria-label="Home ownership">
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          value={values.ownershipStats}
          onChange={(value) => {
            const status = ownershipStatuses.find((candidate) => candidate === value);
            if (status) set('ownershipStats', status);
          }}
          data={ownershipStatuses.map((value) => ({ value, label: ownershipLabels[value].status }))}
        />
        <MaskedInput
          label={ownershipDateLabel(values.ownershipStats)}
          mask="date"
          placeholder="mm/dd/yyyy"
          value={values.purchaseDate}
          error={errors.purchaseDate}
          onChange={(value) => set('purchaseDate', value)}
        />
        <SectionFooter {...footer} />
      </Stack>
    </form>
  );
}
