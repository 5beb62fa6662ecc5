import { Chip, Group } from '@mantine/core';
import { followUpFilterLabels, followUpFilters, type FollowUpFilter } from '@shared/users';

/** A chip's words wrap inside it on the narrowest phone with large text, rather than run past the card. */
const wrapping = {
  root: { maxWidth: '100%' },
  label: { whiteSpace: 'normal', height: 'auto', minHeight: 'var(--chip-size)', lineHeight: 1.3, paddingBlock: 4 },
} as const;

/**
 * The agent's Contacts screen's follow-up filter (issue 29): everyone, the follow-ups due
 * (on or before today), or the contacts suggested for one. One at a time.
 */
export function FollowUpChips({
  value,
  onChange,
  disabled = false,
}: {
  value: FollowUpFilter | undefined;
  onChange: (value: FollowUpFilter | undefined) => void;
  disabled?: boolean;
}) {
  return (
    <Chip.Group
      value={value ?? 'all'}
      onChange={(next) => onChange(next === 'all' ? undefined : (next as FollowUpFilter))}
    >
      {/* One name makes the radios one Tab stop, the arrow keys moving the filter (QA 55a). */}
      <Group gap="xs" role="radiogroup" aria-label="Follow-ups">
        <Chip value="all" name="follow-up" variant="light" styles={wrapping} disabled={disabled}>
          All contacts
        </Chip>
        {followUpFilters.map((filter) => (
          <Chip key={filter} value={filter} name="follow-up" variant="light" styles={wrapping} disabled={disabled}>
            {followUpFilterLabels[filter]}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
