import {
  ActionIcon,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { formatCurrency } from '@shared/format/currency';
import { torontoDate } from '@shared/format/dates';
import { valuationBodySchema } from '@shared/home-value/schemas';
import { homeValueMessages, type HomeImprovement, type HomeValuation } from '@shared/home-value/types';
import { useUpdateValuation } from '../api/update-valuation';
import {
  formFromValuation,
  improvementInput,
  isEmptyImprovement,
  randomId,
  valuationBody,
  type ImprovementInput,
} from '../valuation-form';

export const removeImprovementQuestion = 'Are you sure you want to permanently remove this improvement?';

/**
 * Home improvements on the summary (document 3 §2.8, §4): add, edit, and remove after the
 * confirmation. Each change saves the valuation, which is revalued.
 */
export function ImprovementsSection({ valuation }: { valuation: HomeValuation }) {
  const update = useUpdateValuation(valuation.id);
  const items = valuation.request.homeImprovements ?? [];
  const [editing, setEditing] = useState<ImprovementInput | null>(null);
  const [removing, setRemoving] = useState<HomeImprovement | null>(null);
  const [error, setError] = useState<string | null>(null);

  function save(next: ImprovementInput[], done: () => void) {
    const values = { ...formFromValuation(valuation), improvements: next };
    const body = valuationBody(values, true);
    const checked = valuationBodySchema(torontoDate(new Date())).safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'The improvement is not valid.');
      return;
    }
    setError(null);
    update.mutate(body, { onSuccess: done, onError: (failure) => setError(failure.message) });
  }

  const inputs = items.map(improvementInput);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="improvements-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz={18} id="improvements-title">
            Home improvements
          </Title>
          <Button
            size="xs"
            variant="light"
            onClick={() => setEditing({ randomId: randomId(), area: '', cost: '', completionDate: '' })}
          >
            + Add improvement
          </Button>
        </Group>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            No improvement yet. Renovations since you bought raise the value: add them here.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Area</Table.Th>
                  <Table.Th>Cost</Table.Th>
                  <Table.Th>Completed</Table.Th>
                  <Table.Th>
                    <span style={{ position: 'absolute', left: -9999 }}>Actions</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item, index) => (
                  <Table.Tr key={item.randomId}>
                    <Table.Td>{item.area}</Table.Td>
                    <Table.Td>{formatCurrency(item.cost)}</Table.Td>
                    <Table.Td>{item.completionDate}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Edit ${item.area}`}
                          onClick={() => setEditing(inputs[index]!)}
                        >
                          ✎
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${item.area}`}
                          onClick={() => setRemoving(item)}
                        >
                          ✕
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {error && !editing && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
      {editing && (
        <Modal opened onClose={() => setEditing(null)} title={<Text fw={700}>Home improvement</Text>} centered>
          <ImprovementForm
            initial={editing}
            saving={update.isPending}
            error={error}
            onCancel={() => {
              setEditing(null);
              setError(null);
            }}
            onSave={(item) => {
              if (isEmptyImprovement(item)) {
                setError(homeValueMessages.improvementInvalid);
                return;
              }
              const exists = inputs.some((candidate) => candidate.randomId === item.randomId);
              const next = exists
                ? inputs.map((candidate) => (candidate.randomId === item.randomId ? item : candidate))
                : [...inputs, item];
              save(next, () => setEditing(null));
            }}
          />
        </Modal>
      )}
      {removing && (
        <Modal opened onClose={() => setRemoving(null)} title={<Text fw={700}>Remove improvement</Text>} centered>
          <Text mb="lg">{removeImprovementQuestion}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={update.isPending}
              onClick={() =>
                save(
                  inputs.filter((item) => item.randomId !== removing.randomId),
                  () => setRemoving(null),
                )
              }
            >
              Remove
            </Button>
          </Group>
        </Modal>
      )}
    </Paper>
  );
}

function ImprovementForm({
  initial,
  saving,
  error,
  onSave,
  onCancel,
}: {
  initial: ImprovementInput;
  saving: boolean;
  error: string | null;
  onSave: (item: ImprovementInput) => void;
  onCancel: () => void;
}) {
  const [item, setItem] = useState(initial);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave(item);
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Area"
          placeholder="Kitchen"
          data-autofocus
          value={item.area}
          onChange={(e) => setItem({ ...item, area: e.currentTarget.value })}
        />
        <NumberInput
          label="Cost"
          prefix="$"
          thousandSeparator=" "
          hideControls
          allowNegative={false}
          allowDecimal={false}
          value={item.cost}
          onChange={(value) => setItem({ ...item, cost: value === '' ? '' : Number(value) })}
        />
        <TextInput
          label="Completion date"
          placeholder="mm/dd/yyyy"
          inputMode="numeric"
          value={item.completionDate}
          onChange={(e) => setItem({ ...item, completionDate: e.currentTarget.value })}
        />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
