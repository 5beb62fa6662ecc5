import { InputBase, type ElementProps, type InputBaseProps } from '@mantine/core';
import { IMaskInput } from 'react-imask';

/**
 * The masks of document 1 §5.1: the stored and sent phone form, and the typed date form; and
 * the `YYYY-MM-DD` form every date shows in (the follow-up date, typed as it is displayed).
 */
export const inputMasks = { phone: '000-000-0000', date: '00/00/0000', isoDate: '0000-00-00' } as const;

/**
 * A North American number in any usual form, `+1 416 555 0199`, `1-416-555-0199` or
 * `(416) 555-0199`, reaches the phone mask as its ten digits: a pasted or autofilled chunk of 11
 * digits that starts with the country code 1 loses it, and so does a 1 typed as the field's first
 * digit (no area code starts with 1): `+1 416…` typed key by key read `141-655-5010` (QA 75b L1).
 */
export function withoutCountryCode(chunk: string, masked?: { unmaskedValue: string }): string {
  const digits = chunk.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  if (masked?.unmaskedValue === '' && digits.startsWith('1')) return digits.slice(1);
  return chunk;
}

export interface MaskedInputProps
  extends InputBaseProps, ElementProps<'input', 'size' | 'value' | 'defaultValue' | 'onChange'> {
  mask: keyof typeof inputMasks;
  value: string;
  /** Called with the text as the mask accepts it, e.g. `416-555-1234` or `01/01/1990`. */
  onChange: (value: string) => void;
}

/**
 * A text field held to one of document 1 §5.1's masks as the user types, pastes or autofills:
 * only digits go in and the mask adds the dashes or slashes (`01011990` → `01/01/1990`).
 * react-imask keeps the caret where the user is typing, which a hand-made formatter does not.
 * Its code (~20 KB gzipped) belongs in the forms that load on demand, not a page's first load.
 */
export function MaskedInput({ mask, value, onChange, ...rest }: MaskedInputProps) {
  return (
    <InputBase
      inputMode="numeric"
      {...rest}
      component={IMaskInput}
      mask={inputMasks[mask]}
      {...(mask === 'phone' && { prepare: withoutCountryCode })}
      value={value}
      onAccept={(accepted: string) => {
        if (accepted !== value) onChange(accepted);
      }}
    />
  );
}
