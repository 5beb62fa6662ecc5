import { usDateToIso } from '@shared/validation/rules';

/** A date typed as mm/dd/yyyy as the wire wants it; one that does not fit is passed as typed, so the schema refuses it. */
export function typedDate(value: string): string {
  return value.trim() ? (usDateToIso(value) ?? value) : '';
}
