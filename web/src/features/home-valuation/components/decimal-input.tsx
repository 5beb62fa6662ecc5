import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';

export interface DecimalInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: number | '';
  onChange: (value: number | '') => void;
}

/** Digits with at most one decimal point; nothing else gets in (no sign, no letters). */
const decimalPattern = /^\d*\.?\d*$/;

/**
 * A non-negative decimal (a lot's front or depth in feet) in a plain text field: what Mantine's
 * NumberInput does here (no steppers, no negatives) without react-number-format (~9 KB gzipped)
 * on the page's first load. The text is kept as typed, so `12.` survives until the next digit.
 */
export function DecimalInput({ value, onChange, ...rest }: DecimalInputProps) {
  const [text, setText] = useState(value === '' ? '' : String(value));
  // A value set from outside (a reset, a loaded valuation) replaces the text; the field's own echo does not.
  const parsed = text === '' || text === '.' ? '' : Number(text);
  const shown = parsed === value ? text : value === '' ? '' : String(value);
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      value={shown}
      onChange={(event) => {
        const next = event.currentTarget.value.replace(',', '.');
        if (!decimalPattern.test(next)) return;
        setText(next);
        onChange(next === '' || next === '.' ? '' : Number(next));
      }}
    />
  );
}
