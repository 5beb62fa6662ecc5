/** Document 1 §5.1: numbers typed into a field group their thousands with a space. */
export const inputThousandSeparator = ' ';

/** A whole number as a number field shows it, `1250000` → `1 250 000`; nothing for no number. */
export function groupedForInput(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '';
  return Math.trunc(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, inputThousandSeparator);
}
