import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DollarInput } from '../../../ui/dollar-input';
import { MaskedInput } from '../../../ui/masked-input';
import type { ImprovementField, ImprovementInput } from '../valuation-form';
import { useFocusReturn } from '../../../ui/use-focus-return';
import { LoadingButton } from '../../../ui/loading-button';
import { improvementCostHint } from '../improvement-cost';

const removeImprovementQuestion = 'Are you sure you want to permanently remove this improvement?';

interface ImprovementFormProps {
  initial: ImprovementInput;
  saving: boolean;
  error: string | null;
  /** The field the message is about: it is said under that field, which is marked invalid (QA 43). */
  errorField?: ImprovementField;
  /** With the dialog's form: the field a refusal marks takes the focus there (`showFieldErrors`). */
  onSave: (item: ImprovementInput, form: HTMLFormElement) => void;
  onCancel: () => void;
}

/** Adding or editing one home improvement on the summary (document 3 §2.8). */
export function ImprovementDialog(props: ImprovementFormProps) {
  useFocusReturn();
  return (
    <Modal opened onClose={props.onCancel} title={<Text fw={700}>Home improvement</Text>} centered>
      <ImprovementForm {...props} />
    </Modal>
  );
}

/** The confirmation before an improvement is removed (document 3 §2.8). */
export function RemoveImprovementDialog({
  removing,
  onCancel,
  onRemove,
}: {
  removing: boolean;
  onCancel: () => void;
  onRemove: () => void;
}) {
  useFocusReturn();
  return (
    <Modal opened onClose={onCancel} title={<Text fw={700}>Remove improvement</Text>} centered>
      <Text mb="lg">{removeImprovementQuestion}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <LoadingButton color="red" loading={removing} onClick={onRemove}>
          Remove
        </LoadingButton>
      </Group>
    </Modal>
  );
}

function ImprovementForm({ initial, saving, error, errorField, onSave, onCancel }: ImprovementFormProps) {
  const [item, setItem] = useState(initial);
  // A field's own message, announced as the form's was.
  const fieldError = (field: ImprovementField) =>
    error && errorField === field ? { error, errorProps: { role: 'alert' } } : {};
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave(item, event.currentTarget);
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Area"
          placeholder="Kitchen"
          data-autofocus
          value={item.area}
          {...fieldError('area')}
          onChange={(e) => setItem({ ...item, area: e.currentTarget.value })}
        />
        <DollarInput
          label="Cost"
          description={improvementCostHint}
          value={item.cost}
          {...fieldError('cost')}
          onChange={(value) => setItem({ ...item, cost: value })}
        />
        <MaskedInput
          label="Completion date"
          mask="date"
          placeholder="mm/dd/yyyy"
          value={item.completionDate}
          {...fieldError('completionDate')}
          onChange={(value) => setItem({ ...item, completionDate: value })}
        />
        {error && !errorField && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <LoadingButton type="submit" loading={saving}>
            Save
          </LoadingButton>
        </Group>
      </Stack>
    </form>
  );
}
