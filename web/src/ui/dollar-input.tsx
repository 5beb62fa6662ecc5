import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';

/** A typed amount in whole dollars: cents rounded to the dollar; '' for nothing (or no number). */
export function wholeDollars(typed: string | number): number | '' {
  if (typed === '') return '';
  const amount = Math.round(Number(typed));
  return Number.isFinite(amount) ? amount : '';
}

/**
 * A pasted amount written with points between its thousands ("1.500.000", "1.500.000,00"), as
 * in much of Europe and some bank statements, as digits with a point before any cents; undefined
 * for anything else. Only with two groups or more, or cents after a comma: "1.500" stays $1.50.
 */
export function pointGroupedAmount(pasted: string): string | undefined {
  const grouped = /^\s*\$?\s*(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?\s*$/.exec(pasted);
  if (!grouped) return undefined;
  const [, whole = '', cents] = grouped;
  // One group alone ("1.500") is as often a decimal point: only two groups, or cents after a comma.
  if (cents === undefined && whole.split('.').length < 3) return undefined;
  return `${whole.replaceAll('.', '')}${cents === undefined ? '' : `.${cents}`}`;
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
 * $85,000,000 and "9999.99" as $999,999, without a word (QA 45 M1). A pasted "1.500.000" is
 * $1,500,000: it read as $1.50, shown as $2 (review 69b).
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
      onPaste={(event) => {
        const amount = pointGroupedAmount(event.clipboardData.getData('text'));
        if (amount !== undefined) {
          event.preventDefault();
          setTyped(amount);
          onChange(wholeDollars(amount));
        }
        props.onPaste?.(event);
      }}
      onBlur={(event) => {
        setTyped(value);
        onBlur?.(event);
      }}
    />
  );
}
