import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DollarInput, pointGroupedAmount, shorthandAmount, wholeDollars } from '../../web/src/ui/dollar-input';
import { theme } from '../../web/src/ui/theme';

function PriceField() {
  const [value, setValue] = useState<number | ''>('');
  return (
    <>
      <DollarInput label="Purchase price" value={value} onChange={setValue} />
      <output data-testid="saved">{String(value)}</output>
    </>
  );
}

function renderPrice() {
  render(
    <MantineProvider theme={theme} env="test">
      <PriceField />
    </MantineProvider>,
  );
  return screen.getByLabelText('Purchase price') as HTMLInputElement;
}

/** The field's text becomes `text`, as typing or pasting it does (react-number-format reads the change event). */
const type = (field: HTMLInputElement, text: string) => fireEvent.change(field, { target: { value: text } });

describe('a money field (QA 45 M1)', () => {
  it('reads a pasted "1.500.000" as $1,500,000, never as $1.50 shown as $2 (review 69b)', () => {
    const field = renderPrice();
    fireEvent.paste(field, { clipboardData: { getData: () => '1.500.000' } });
    expect(screen.getByTestId('saved').textContent).toBe('1500000');
    fireEvent.blur(field);
    expect(field.value).toBe('$1,500,000');
  });

  // QA 76c L3: "1.5M" typed as a confirmed value became $2, and then the range error.
  it('reads a K or an M typed after the digits as thousands or millions, never as $2', () => {
    const field = renderPrice();
    type(field, '1.5');
    fireEvent.keyDown(field, { key: 'M' });
    expect(screen.getByTestId('saved').textContent).toBe('1500000');
    fireEvent.blur(field);
    expect(field.value).toBe('$1,500,000');

    type(field, '850');
    fireEvent.keyDown(field, { key: 'k' });
    expect(screen.getByTestId('saved').textContent).toBe('850000');
  });

  // Review 77 M2: the letter multiplied whatever the field held, wherever the caret was.
  it('takes a K or an M as shorthand only at the end of a short amount, not over a selection or after a whole price', () => {
    const field = renderPrice();
    type(field, '850000');
    fireEvent.keyDown(field, { key: 'k' });
    expect(screen.getByTestId('saved').textContent).toBe('850000');

    type(field, '1.5');
    field.setSelectionRange(0, 1);
    fireEvent.keyDown(field, { key: 'M' });
    expect(screen.getByTestId('saved').textContent).toBe('2');
    field.setSelectionRange(1, 1);
    fireEvent.keyDown(field, { key: 'M' });
    expect(screen.getByTestId('saved').textContent).toBe('2');
  });

  it('reads a pasted "$1.2 million" or "850K" as the amount', () => {
    const field = renderPrice();
    fireEvent.paste(field, { clipboardData: { getData: () => '$1.2 million' } });
    expect(screen.getByTestId('saved').textContent).toBe('1200000');
    fireEvent.paste(field, { clipboardData: { getData: () => '850K' } });
    expect(screen.getByTestId('saved').textContent).toBe('850000');
  });

  it('takes only digits before one K or M as shorthand', () => {
    expect(shorthandAmount('1.5M')).toBe('1500000');
    expect(shorthandAmount(' $ 1,250k ')).toBe('1250000');
    expect(shorthandAmount('2 Million')).toBe('2000000');
    expect(shorthandAmount('1.5MM')).toBeUndefined();
    // Review 77 H1: a decimal comma is not a thousands separator.
    expect(shorthandAmount('1,5M')).toBeUndefined();
    expect(shorthandAmount('1,50M')).toBeUndefined();
    expect(shorthandAmount('1,500K')).toBe('1500000');
    expect(shorthandAmount('M')).toBeUndefined();
    expect(shorthandAmount('1.5')).toBeUndefined();
    expect(shorthandAmount('1.5 m2')).toBeUndefined();
  });

  it('takes points as thousands in a paste only when they cannot be a decimal point', () => {
    expect(pointGroupedAmount('1.500.000')).toBe('1500000');
    expect(pointGroupedAmount('$ 1.050.000,50')).toBe('1050000.50');
    expect(pointGroupedAmount('850.000,00')).toBe('850000.00');
    expect(pointGroupedAmount('1.500')).toBeUndefined();
    expect(pointGroupedAmount('1,500,000')).toBeUndefined();
    expect(pointGroupedAmount('1.50.000')).toBeUndefined();
  });

  it('reads a typed decimal point as cents, not as nothing: "850000.00" is $850,000, never $85,000,000', () => {
    const field = renderPrice();
    type(field, '850000.00');
    expect(screen.getByTestId('saved').textContent).toBe('850000');
    fireEvent.blur(field);
    expect(field.value).toBe('$850,000');
  });

  it('rounds cents to the dollar, and shows the rounded amount once the field is left', () => {
    const field = renderPrice();
    type(field, '9999.99');
    expect(screen.getByTestId('saved').textContent).toBe('10000');
    // While typing, what was typed stays.
    expect(field.value).toBe('$9,999.99');
    fireEvent.blur(field);
    expect(field.value).toBe('$10,000');
  });

  it('shows no cents typed before once the value is changed from outside, and back (review 45)', () => {
    function ResettableField() {
      const [value, setValue] = useState<number | ''>('');
      return (
        <>
          <DollarInput label="Purchase price" value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue('')}>
            Clear
          </button>
          <button type="button" onClick={() => setValue(10_000)}>
            Ten thousand
          </button>
        </>
      );
    }
    render(
      <MantineProvider theme={theme} env="test">
        <ResettableField />
      </MantineProvider>,
    );
    const field = screen.getByLabelText('Purchase price') as HTMLInputElement;
    type(field, '9999.99');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(field.value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Ten thousand' }));
    expect(field.value).toBe('$10,000');
  });

  it('reads commas typed as thousands separators, never as a decimal point: "1,150,000" is $1,150,000 (QA 68b L1)', () => {
    const field = renderPrice();
    // Key by key, as an agent types it: the comma's key went in as the decimal point ("$1.15").
    for (const key of '1,150,000') {
      fireEvent.keyDown(field, { key });
      type(field, field.value + key);
    }
    expect(screen.getByTestId('saved').textContent).toBe('1150000');
    fireEvent.blur(field);
    expect(field.value).toBe('$1,150,000');
  });

  it('keeps whole dollars as typed', () => {
    const field = renderPrice();
    type(field, '1250000');
    expect(screen.getByTestId('saved').textContent).toBe('1250000');
    expect(field.value).toBe('$1,250,000');
  });

  it('gives no amount for nothing or no number', () => {
    expect(wholeDollars('')).toBe('');
    expect(wholeDollars('.')).toBe('');
    expect(wholeDollars('1050000.5')).toBe(1_050_001);
    expect(wholeDollars(42)).toBe(42);
  });
});
