import { ActionIcon, Group, Text } from '@mantine/core';
import { useId } from 'react';

/**
 * A read-only counter with − and + (document 3 §5: bedroom, bathroom and parking steppers have a
 * floor of 0 and no upper bound shown).
 */
export function Counter({
  label,
  value,
  onChange,
  required,
  error,
  description,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  required?: boolean;
  error?: string;
  /** A line under the stepper that says what the value means here. */
  description?: string;
}) {
  const id = useId();
  const descriptionId = useId();
  const valueId = useId();
  const errorId = useId();
  const atFloor = value <= 0;
  // The group and its buttons are described by the error too: a screen reader heard the count, never why it was wrong.
  const groupDescription = [description && descriptionId, error && errorId].filter(Boolean).join(' ') || undefined;
  const buttonDescription = error ? `${valueId} ${errorId}` : valueId;
  return (
    <div role="group" aria-labelledby={id} aria-describedby={groupDescription}>
      <Text id={id} size="sm" fw={500} mb={4}>
        {label}
        {required && (
          <Text span c="red" aria-hidden>
            {' *'}
          </Text>
        )}
      </Text>
      <Group gap={6} wrap="nowrap">
        <ActionIcon
          variant="default"
          size={36}
          radius="md"
          aria-label={`Fewer ${label.replace('*', '').toLowerCase()}`}
          // Dimmed at 0 but kept focusable: a disabled button would drop the keyboard's focus to the
          // page as its press brings the count to 0.
          data-disabled={atFloor}
          aria-disabled={atFloor}
          aria-describedby={buttonDescription}
          onClick={() => !atFloor && onChange(value - 1)}
        >
          −
        </ActionIcon>
        {/* Each button is described by the count, so a press says the count it left. */}
        <Text component="output" aria-live="polite" aria-label={label} fw={600} fz="lg" w={36} ta="center">
          <span id={valueId}>{value}</span>
        </Text>
        <ActionIcon
          variant="default"
          size={36}
          radius="md"
          aria-label={`More ${label.replace('*', '').toLowerCase()}`}
          aria-describedby={buttonDescription}
          onClick={() => onChange(value + 1)}
        >
          +
        </ActionIcon>
      </Group>
      {description && (
        <Text id={descriptionId} c="dimmed" size="xs" mt={4}>
          {description}
        </Text>
      )}
      {error && (
        <Text id={errorId} c="red" size="xs" mt={4}>
          {error}
        </Text>
      )}
    </div>
  );
}
