import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MaskedInput } from '../../web/src/ui/masked-input';
import { theme } from '../../web/src/ui/theme';
import { typeText } from './type-text';

function PhoneField({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MaskedInput mask="phone" label="Phone" value={value} onChange={setValue} />
      <output data-testid="saved">{value}</output>
    </>
  );
}

function renderPhone(initial?: string) {
  render(
    <MantineProvider theme={theme} env="test">
      <PhoneField initial={initial} />
    </MantineProvider>,
  );
  return screen.getByLabelText('Phone') as HTMLInputElement;
}

/** Pastes `text` over the field's selection in one input event, as Ctrl+V (or autofill) does. */
function paste(field: HTMLInputElement, text: string) {
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  field.value = field.value.slice(0, start) + text + field.value.slice(end);
  field.setSelectionRange(start + text.length, start + text.length);
  fireEvent.input(field);
}

describe('the phone mask (document 1 §5.1, 000-000-0000)', () => {
  it.each([['+1 416 555 0199'], ['(416) 555-0199'], ['1-416-555-0199'], ['+1 (416) 555-0199'], ['416.555.0199']])(
    'turns a pasted %s into 416-555-0199',
    (pasted) => {
      const field = renderPhone();

      paste(field, pasted);

      expect(field.value).toBe('416-555-0199');
      expect(screen.getByTestId('saved').textContent).toBe('416-555-0199');
    },
  );

  it('replaces a whole selected number with a pasted one that has the country code', () => {
    const field = renderPhone('905-555-0100');
    field.setSelectionRange(0, field.value.length);

    paste(field, '+1 416 555 0199');

    expect(field.value).toBe('416-555-0199');
  });

  it('formats digits typed one key at a time', () => {
    const field = renderPhone();

    typeText(field, '4161234567');

    expect(field.value).toBe('416-123-4567');
  });

  it.each([['+1 416 555 0100'], ['1 416 555 0100'], ['1-416-555-0100']])(
    'drops the country code typed one key at a time: %s (QA 75b L1)',
    (typed) => {
      const field = renderPhone();

      typeText(field, typed);

      expect(field.value).toBe('416-555-0100');
    },
  );

  it('does not strip a leading digit other than the country code 1 from 11 digits', () => {
    const field = renderPhone();

    paste(field, '24165550199');

    expect(field.value).toBe('241-655-5019');
  });
});
