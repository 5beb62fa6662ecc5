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

/** A K or M typed after this much or more is not shorthand: a price typed whole ("850000k"). */
const shorthandBelow = 10_000;

/** What a letter after an amount multiplies it by, as agents write prices: "850K", "1.5M". */
const shorthand: Record<string, number> = { k: 1_000, m: 1_000_000, thousand: 1_000, million: 1_000_000 };

/**
 * An amount written with K or M ("1.5M", "$850k", "1.2 million") as digits; undefined for
 * anything else. The field drops letters as they are typed, so "1.5M" read as $1.50, shown as $2
 * (QA 76c L3).
 */
export function shorthandAmount(written: string): string | undefined {
  // Commas only between groups of three: "1,5M" is a decimal comma or a slip, never $15,000,000.
  const found = /^\s*\$?\s*((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)\s*(k|m|thousand|million)\s*$/i.exec(written);
  if (!found) return undefined;
  const amount = Number(found[1]!.replaceAll(',', '')) * shorthand[found[2]!.toLowerCase()]!;
  return Number.isFinite(amount) ? String(Math.round(amount)) : undefined;
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
  /** An amount read from a paste or a K or M: shown as digits, and the value. */
  const take = (amount: string) => {
    setTyped(amount);
    onChange(wholeDollars(amount));
  };
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
      onKeyDown={(event) => {
        // K or M typed at the end of a short amount ("1.5", "850"): the amount in thousands or
        // millions, at once. Not within the digits, over a selection, nor after a whole price.
        const { selectionStart, selectionEnd, value: shown } = event.currentTarget;
        const atEnd = selectionStart === selectionEnd && selectionEnd === shown.length;
        const amount =
          atEnd &&
          Number(typed) < shorthandBelow &&
          !event.ctrlKey &&
          !event.metaKey &&
          !event.altKey &&
          /^[km]$/i.test(event.key)
            ? shorthandAmount(`${typed}${event.key}`)
            : undefined;
        if (amount !== undefined) {
          event.preventDefault();
          take(amount);
        }
        props.onKeyDown?.(event);
      }}
      onPaste={(event) => {
        const pasted = event.clipboardData.getData('text');
        const amount = pointGroupedAmount(pasted) ?? shorthandAmount(pasted);
        if (amount !== undefined) {
          event.preventDefault();
          take(amount);
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
