import { Alert, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  contactMethods,
  ownershipLabels,
  ownershipStatuses,
  type ContactMethod,
  type OwnershipStatus,
} from '@shared/profile';
import type { UserListItem } from '@shared/users';
import { isoToUsDate } from '@shared/validation/rules';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { MaskedInput } from '../../../ui/masked-input';
import { contactMethodLabels } from '../../../ui/profile-forms/profile-form-values';
import { typedDate } from '../../../ui/profile-forms/typed-date';
import { correctInvite } from '../api/correct-invite';

interface Values {
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  /** As typed, mm/dd/yyyy. */
  dob: string;
  /** '' when not given: nothing is made up for the person (review 68 L2). */
  preferredContactMethod: ContactMethod | '';
  ownershipStats: OwnershipStatus | '';
  /** As typed, mm/dd/yyyy. */
  purchaseDate: string;
}

function valuesOf(user: UserListItem): Values {
  const entered = user.entered ?? {};
  return {
    firstName: user.details.firstName,
    lastName: user.details.lastName,
    phone: entered.phone ?? user.details.phone ?? '',
    address: entered.address ?? '',
    dob: entered.dob ? isoToUsDate(entered.dob) : '',
    preferredContactMethod: entered.preferredContactMethod ?? '',
    ownershipStats: entered.ownershipStats ?? '',
    purchaseDate: entered.purchaseDate ? isoToUsDate(entered.purchaseDate) : '',
  };
}

/**
 * The dialog of Edit details (QA 67b L1) for someone invited who has not registered: their names and what the
 * invite form gave, corrected without withdrawing the invitation and inviting again. A contact's
 * invitation has every field of the contact invite form; an agent's, the names and phone; an
 * admin's, the names. The server checks them as the invite form's (`PUT /invite/{id}`), and its
 * messages show under their fields; the link already sent keeps working. Mounted at each opening,
 * so it starts from what the invitation says then.
 */
export function CorrectInviteDialog({
  user,
  onClose,
  onSaved,
}: {
  user: UserListItem;
  onClose: () => void;
  /** Saved: the dialog is done with (the caller closes it and says so). */
  onSaved: () => void;
}) {
  const [values, setValues] = useState<Values>(() => valuesOf(user));
  const queryClient = useQueryClient();
  const role = user.roles?.[0] ?? 'client';
  const save = useMutation({
    mutationFn: () =>
      correctInvite(user.id, {
        firstName: values.firstName,
        lastName: values.lastName,
        ...(role !== 'admin' && { phone: values.phone }),
        ...(role === 'client' && {
          address: values.address,
          dob: typedDate(values.dob),
          ...(values.preferredContactMethod && { preferredContactMethod: values.preferredContactMethod }),
          ...(values.ownershipStats && { ownershipStats: values.ownershipStats }),
          purchaseDate: typedDate(values.purchaseDate),
        }),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['users'] });
      onSaved();
    },
  });
  const errors = save.error instanceof ApiError ? save.error.fieldErrors() : {};
  const set = <K extends keyof Values>(field: K, value: Values[K]) => setValues((now) => ({ ...now, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }

  const unfielded = save.error && Object.keys(errors).length === 0 ? save.error.message : undefined;
  const dateLabel = values.ownershipStats ? ownershipLabels[values.ownershipStats].date : 'Purchase / lease date';
  return (
    <Modal opened onClose={onClose} title="Edit details" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label="First name"
              required
              value={values.firstName}
              error={errors.firstName}
              onChange={(event) => set('firstName', event.currentTarget.value)}
            />
            <TextInput
              label="Last name"
              required
              value={values.lastName}
              error={errors.lastName}
              onChange={(event) => set('lastName', event.currentTarget.value)}
            />
            {role !== 'admin' && (
              <MaskedInput
                label="Phone"
                mask="phone"
                placeholder="XXX-XXX-XXXX"
                value={values.phone}
                error={errors.phone}
                onChange={(value) => set('phone', value)}
              />
            )}
            {role === 'client' && (
              <>
                <NativeSelect
                  label="Contact preference"
                  data={[
                    { value: '', label: 'Not given' },
                    ...contactMethods.map((method) => ({ value: method, label: contactMethodLabels[method] })),
                  ]}
                  value={values.preferredContactMethod}
                  error={errors.preferredContactMethod}
                  onChange={(event) => set('preferredContactMethod', event.currentTarget.value as ContactMethod | '')}
                />
                <TextInput
                  label="Mailing address"
                  value={values.address}
                  error={errors.address}
                  onChange={(event) => set('address', event.currentTarget.value)}
                  style={{ gridColumn: '1 / -1' }}
                />
                <MaskedInput
                  label="Date of birth"
                  mask="date"
                  placeholder="mm/dd/yyyy"
                  value={values.dob}
                  error={errors.dob}
                  onChange={(value) => set('dob', value)}
                />
                <NativeSelect
                  label="Home ownership status"
                  data={[
                    { value: '', label: 'Not given' },
                    ...ownershipStatuses.map((status) => ({ value: status, label: ownershipLabels[status].status })),
                  ]}
                  value={values.ownershipStats}
                  error={errors.ownershipStats}
                  onChange={(event) => set('ownershipStats', event.currentTarget.value as OwnershipStatus | '')}
                />
                <MaskedInput
                  label={dateLabel}
                  mask="date"
                  placeholder="mm/dd/yyyy"
                  value={values.purchaseDate}
                  error={errors.purchaseDate}
                  onChange={(value) => set('purchaseDate', value)}
                />
              </>
            )}
          </SimpleGrid>
          {unfielded && (
            <Alert color="red" variant="light" role="alert">
              {unfielded}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
