import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DollarInput } from '../../../ui/dollar-input';
import { MaskedInput } from '../../../ui/masked-input';
import type { ImprovementField, ImprovementInput } from '../valuation-form';
import { useFocusReturn } from '../../../ui/use-focus-return';
import { LoadingButton } from '../../../ui/loading-button';
import { improvementCostHint } from '../improvement-cost';
import { showFieldErrors } from '../../../ui/show-field-errors';
import { improvementFieldErrors, type ImprovementFieldErrors } from './improvement-field-errors';

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
  // The dialog's own check of its fields, every one at once (QA 70a L3); null once its fields
  // pass, when the save's message (`error`) is the one to show, not the last round's.
  const [errors, setErrors] = useState<ImprovementFieldErrors | null>(null);
  const [checking, setChecking] = useState(false);
  const saveError = errors === null ? error : null;
  // A field's own message, announced as the form's was.
  const fieldError = (field: ImprovementField) => {
    const message = errors?.[field] ?? (errorField === field ? saveError : null);
    return message ? { error: message, errorProps: { role: 'alert' } } : {};
  };
  const edit = (field: ImprovementField, next: ImprovementInput) => {
    setItem(next);
    // A field changed is no longer the one refused; the others' messages stay.
    setErrors((current) => current && Object.fromEntries(Object.entries(current).filter(([key]) => key !== field)));
  };

  function submit(form: HTMLFormElement) {
    setChecking(true);
    improvementFieldErrors(item)
      // The checks did not load: the save checks again, and says so if they fail once more.
      .catch((): ImprovementFieldErrors => ({}))
      .then((found) => {
        if (Object.keys(found).length > 0) {
          // Nothing is saved; the focus goes to the first field refused (QA 48c M8).
          showFieldErrors(form, () => setErrors(found));
          return;
        }
        setErrors(null);
        onSave(item, form);
      })
      .finally(() => setChecking(false));
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(event.currentTarget);
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Area"
          placeholder="Kitchen"
          data-autofocus
          value={item.area}
          {...fieldError('area')}
          onChange={(e) => edit('area', { ...item, area: e.currentTarget.value })}
        />
        <DollarInput
          label="Cost"
          description={improvementCostHint}
          value={item.cost}
          {...fieldError('cost')}
          onChange={(value) => edit('cost', { ...item, cost: value })}
        />
        <MaskedInput
          label="Completion date"
          mask="date"
          placeholder="mm/dd/yyyy"
          value={item.completionDate}
          {...fieldError('completionDate')}
          onChange={(value) => edit('completionDate', { ...item, completionDate: value })}
        />
        {saveError && !errorField && (
          <Text c="red" size="sm" role="alert">
            {saveError}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <LoadingButton type="submit" loading={saving || checking}>
            Save
          </LoadingButton>
        </Group>
      </Stack>
    </form>
  );
}
