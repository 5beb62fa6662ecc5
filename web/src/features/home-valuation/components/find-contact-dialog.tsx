import { Button, Group, Loader, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { fullName } from '@shared/full-name';
import { useContactSearch } from '../api/search-contacts';
import { useFocusReturn } from '../../../ui/use-focus-return';
import { LoadingButton } from '../../../ui/loading-button';

/** A contact hit's id: its PK without the `U#` (document 3 §3 "Contact search hit"). */
const contactId = (pk: string) => pk.replace(/^U#/, '');

/**
 * Assign to a Contact (document 3 §2.7 step 3): the "Find Contact" dialog searches the agent's
 * contacts after more than 1 character, says 'Not found' when none match, and assigns the one picked.
 */
export function FindContactDialog({
  onClose,
  onAssign,
  assigning,
  error,
}: {
  onClose: () => void;
  onAssign: (contactId: string) => void;
  assigning: boolean;
  error?: string | null;
}) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 300);
  const search = useContactSearch(debounced);
  const [picked, setPicked] = useState<string | null>(null);
  const ready = debounced.trim().length > 1;
  const hits = ready ? (search.data?.hits ?? []) : [];
  const pickedHit = hits.find((hit) => contactId(hit.PK) === picked);
  const pickedName = pickedHit ? fullName(pickedHit.details) || pickedHit.details.email : 'this contact';

  useFocusReturn();
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>Find Contact</Text>} centered>
      <Stack gap="md">
        <TextInput
          label="Search contacts"
          placeholder="Name or e-mail"
          value={text}
          data-autofocus
          rightSection={search.isFetching ? <Loader size={14} /> : null}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setPicked(null);
          }}
        />
        {ready && !search.isFetching && search.isError && (
          <Text c="red" size="sm">
            The contact search failed. Please try again.
          </Text>
        )}
        {ready && !search.isFetching && !search.isError && hits.length === 0 && <Text c="dimmed">Not found</Text>}
        {hits.length > 0 && (
          <Radio.Group value={picked} onChange={setPicked} aria-label="Contacts">
            <Stack gap="xs">
              {hits.map((hit) => (
                <Radio
                  key={hit.PK}
                  value={contactId(hit.PK)}
                  label={fullName(hit.details) || hit.details.email}
                  description={hit.details.email}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {picked && (
          // Review 63 L12: only the valuation's owner assigns it, and once assigned the contact
          // owns it; the agent learns that before, not after.
          <Text size="sm" c="dimmed">
            The valuation then belongs to {pickedName}: it cannot be assigned to someone else afterwards.
          </Text>
        )}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <LoadingButton disabled={!picked} loading={assigning} onClick={() => picked && onAssign(picked)}>
            Assign
          </LoadingButton>
        </Group>
      </Stack>
    </Modal>
  );
}
