/*
 * The values of the sign-in card's step fields, apart from the fields themselves
 * (sign-in-step-fields.tsx): the card holds them from its first paint, and the fields load after
 * it (issue 26: the sign-in page's first load).
 */

/** The fields a step adds under the e-mail; reset whenever the step changes. */
export interface StepValues {
  name: string;
  passwordConfirmation: string;
  verificationCode: string;
  rememberMe: boolean;
}

export const emptyStepValues: StepValues = {
  name: '',
  passwordConfirmation: '',
  verificationCode: '',
  rememberMe: true,
};

export type StepErrors = Partial<Record<keyof StepValues | 'password', string>>;
