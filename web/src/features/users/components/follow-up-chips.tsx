import { Chip, Group } from '@mantine/core';
import { followUpFilterLabels, followUpFilters, type FollowUpFilter } from '@shared/users';

/**
 * The agent's Contacts screen's follow-up filter (issue 29): everyone, the follow-ups due
 * (on or before today), or the contacts suggested for one. One at a time.
 */
export function FollowUpChips({
  value,
  onChange,
}: {
  value: FollowUpFilter | undefined;
  onChange: (value: FollowUpFilter | undefined) => void;
}) {
  return (
    <Chip.Group
      value={value ?? 'all'}
      onChange={(next) => onChange(next === 'all' ? undefined : (next as FollowUpFilter))}
    >
      <Group gap="xs" role="group" aria-label="Follow-ups">
        <Chip value="all" variant="light">
          All contacts
        </Chip>
        {followUpFilters.map((filter) => (
          <Chip key={filter} value={filter} variant="light">
            {followUpFilterLabels[filter]}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
