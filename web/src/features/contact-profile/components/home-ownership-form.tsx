import { SegmentedControl, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ownershipLabels, ownershipStatuses, type OwnershipStatus } from '@shared/profile';
import { MaskedInput } from '../../../ui/masked-input';
import { checkSection, typedDate } from '../check-section';
import { useSectionSave } from '../hooks/use-section-save';
import { homeOwnershipValues } from '../section-values';
import type { SectionFormProps } from './account-form';
import { SectionFooter, saveFailureOf, type SaveFailure } from './section-footer';

/** The edit side of Home ownership (document 2 §2): status and purchase or lease date. */
export function HomeOwnershipForm({ profile, onDone, onReload }: SectionFormProps) {
  const initial = homeOwnershipValues(profile);
  const [status, setStatus] = useState<OwnershipStatus>(initial.ownershipStats);
  const [date, setDate] = useState(initial.purchaseDate);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const save = useSectionSave(profile.id);

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = checkSection(
      {
        section: 'homeOwnership',
        version: profile.sectionVersions.homeOwnership,
        ownershipStats: status,
        purchaseDate: typedDate(date),
      },
      ['purchaseDate'],
    );
    if (!checked.success) {
      setError(checked.errors.purchaseDate);
      if (checked.formError) setFailure({ kind: 'error', message: checked.formError });
      return;
    }
    // The promise, not mutate's callbacks: a save that changes the section's version remounts
    // this form (profile-sections.tsx), and callbacks of an unmounted form never run.
    save.mutateAsync(checked.update).then(onDone, (failed: Error) => {
      const { failure: next, fieldErrors } = saveFailureOf(failed);
      setError(fieldErrors.purchaseDate);
      setFailure(next ?? null);
    });
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
        <SectionFooter failure={failure} pending={save.isPending} onCancel={onDone} onReload={onReload} />
      </Stack>
    </form>
  );
}
