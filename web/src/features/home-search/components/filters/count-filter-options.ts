/*
 * The choices of the panel's room and parking counts (document 3 §9.1): each count is a
 * minimum ("2+"), and "Any" (the empty value) sets none.
 */

export interface CountChoice {
  value: string;
  label: string;
}

/** "1+", "2+"... led by "Any" when the count may be left unset. */
export const minimumChoices = (values: readonly number[], any?: string): CountChoice[] => [
  ...(any ? [{ value: '', label: any }] : []),
  ...values.map((value) => ({ value: String(value), label: `${value}+` })),
];

/** A count filter's value from its control: '' is "Any". */
export const minimumOf = (value: string): number | undefined => (value === '' ? undefined : Number(value));
