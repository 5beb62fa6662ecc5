import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { DollarInput } from '../../../ui/dollar-input';
import { MaskedInput } from '../../../ui/masked-input';
import { randomId, type ImprovementField, type ImprovementInput } from '../valuation-form';
import { improvementCostHint } from '../improvement-cost';

/** The details form's home improvements: area, cost and completion date a row (signed-in users only). */
export function ImprovementsEditor({
  items,
  onChange,
  error,
  rowError,
}: {
  items: ImprovementInput[];
  onChange: (items: ImprovementInput[]) => void;
  error?: string;
  /** The message about a row's field (its cost's, its date's: issue 25), by the row's id. */
  rowError?: (randomId: string, field: ImprovementField) => string | undefined;
}) {
  const update = (index: number, change: Partial<ImprovementInput>) =>
    onChange(items.map((item, at) => (at === index ? { ...item, ...change } : item)));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Home improvements
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          A new kitchen, a finished basement or a new roof adds value: list what you have done since you bought.
        </Text>
      ) : (
        // Once for the rows: under each Cost label it pushed that input below its row's (QA 66a L3).
        <Text size="xs" c="dimmed" mt={-6}>
          {improvementCostHint}
        </Text>
      )}
      {items.map((item, index) => (
        <Group key={item.randomId} gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            label="Area"
            placeholder="Kitchen"
            value={item.area}
            error={rowError?.(item.randomId, 'area')}
            onChange={(event) => update(index, { area: event.currentTarget.value })}
            style={{ flex: '2 1 140px' }}
          />
          <DollarInput
            label="Cost"
            // The hint above the rows, read with each Cost field as its description was (Mantine
            // sets aria-describedby itself, to its own description and error only).
            aria-description={improvementCostHint}
            value={item.cost}
            error={rowError?.(item.randomId, 'cost')}
            onChange={(value) => update(index, { cost: value })}
            style={{ flex: '1 1 110px' }}
          />
          <MaskedInput
            label="Completed"
            mask="date"
            placeholder="mm/dd/yyyy"
            value={item.completionDate}
            error={rowError?.(item.randomId, 'completionDate')}
            onChange={(value) => update(index, { completionDate: value })}
            style={{ flex: '1 1 120px' }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size={36}
            // Level with the inputs, below their labels: the row is held at its top, so that a
            // message under one field does not lift the others' labels (QA 54a).
            mt={24}
            aria-label={`Remove improvement ${index + 1}`}
            onClick={() => onChange(items.filter((_, at) => at !== index))}
          >
            ✕
          </ActionIcon>
        </Group>
      ))}
      {error && (
        <Text c="red" size="xs">
          {error}
        </Text>
      )}
      <Button
        variant="light"
        size="xs"
        w="fit-content"
        onClick={() => onChange([...items, { randomId: randomId(), area: '', cost: '', completionDate: '' }])}
      >
        + Add improvement
      </Button>
    </Stack>
  );
}
