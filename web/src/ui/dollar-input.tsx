import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';

/** A typed amount in whole dollars: cents rounded to the dollar; '' for nothing (or no number). */
export function wholeDollars(typed: string | number): number | '' {
  if (typed === '') return '';
  const amount = Math.round(Number(typed));
  return Number.isFinite(amount) ? amount : '';
}

export interface DollarInputProps extends Omit<NumberInputProps, 'value' | 'onChange'> {
  /** Whole dollars, or '' when empty. */
  value: number | '';
  onChange: (value: number | '') => void;
}

/**
 * An amount of money in whole dollars, as people type prices: "850000", "850 000", "850000.00"
 * or "1,050,000.50" typed or pasted. Cents are read and rounded to the dollar, on the field too once it
 * loses focus. The fields had refused the decimal point by dropping it, so "850000.00" read as
 * $85,000,000 and "9999.99" as $999,999, without a word (QA 45 M1).
 */
export function DollarInput({ value, onChange, onBlur, ...props }: DollarInputProps) {
  // What the field shows while it is typed in ("850000.5"), for as long as it is the value: an
  // outside change (a reset, a prefill) replaces it, so no cents typed before come back (review 45).
  const [typed, setTyped] = useState<string | number>(value);
  if (wholeDollars(typed) !== value) setTyped(value);
  return (
    <NumberInput
      prefix="$"
      // Written as every amount on the site is ("$1,500,000"; QA 67b L2, QA 69b: "$1 500 000").
      thousandSeparator=","
      hideControls
      allowNegative={false}
      decimalScale={2}
      // Only the point: Mantine's default takes a typed comma for it too, so "1,150,000" read as
      // $1.15 (QA 68b L1). A comma typed is a thousands separator, and dropped.
      allowedDecimalSeparators={['.']}
      {...props}
      value={wholeDollars(typed) === value ? typed : value}
      onChange={(next) => {
        setTyped(next);
        onChange(wholeDollars(next));
      }}
      onBlur={(event) => {
        setTyped(value);
        onBlur?.(event);
      }}
    />
  );
}
