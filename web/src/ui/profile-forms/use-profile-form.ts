import { useState, type FormEvent } from 'react';
import { showFieldErrors } from '../show-field-errors';
import { saveFailureOf, type SaveFailure } from './section-footer';

/** A form's values checked before a save: the payload to send, or what is wrong where. */
export type FormCheck<V, P> =
  | { success: true; payload: P }
  /** `formError`: a rule broken by a field this form does not show (a one-letter name from the sign-up). */
  | { success: false; errors: Partial<Record<keyof V, string>>; formError?: string };

/** How a form saves: the checked payload sent (the promise settles with the save), and whether one is under way. */
export interface FormSave<P> {
  run: (payload: P) => Promise<unknown>;
  pending: boolean;
}

/** What each screen gives a profile form: its values as read, its check and its save. */
export interface ProfileFormProps<V, P> {
  initial: V;
  check: (values: V) => FormCheck<V, P>;
  save: FormSave<P>;
  /** After a save, and on Cancel: the section goes back to its view. */
  onDone: () => void;
  /** After a 409: fetch the profile again and edit its latest values. Without it a 409 shows its message. */
  onReload?: () => void;
}

/**
 * A profile form's state and submit: typing a field clears its message; Save checks the values
 * (nothing is sent when they break a rule), sends the payload, and ends the edit when it is
 * saved. A failed save puts the API's field messages on the form's fields, else shows its
 * message (or the 409's, with Reload, when the screen can reload).
 */
export function useProfileForm<V extends object, P>(
  { initial, check, save, onDone, onReload }: ProfileFormProps<V, P>,
  fields: readonly (keyof V & string)[],
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  function set<K extends keyof V>(name: K, value: V[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const form = event.currentTarget as HTMLElement;
    setFailure(null);
    const checked = check(values);
    if (!checked.success) {
      showFieldErrors(form, () => {
        setErrors(checked.errors);
        if (checked.formError) setFailure({ kind: 'error', message: checked.formError });
      });
      return;
    }
    // The promise, not mutate's callbacks: a save that changes the section's version remounts
    // the form (profile-sections.tsx), and callbacks of an unmounted form never run.
    save.run(checked.payload).then(onDone, (error: Error) => {
      const { failure: next, fieldErrors } = saveFailureOf(error, { fields, reloadable: onReload !== undefined });
      showFieldErrors(form, () => {
        setErrors(fieldErrors as Partial<Record<keyof V, string>>);
        setFailure(next ?? null);
      });
    });
  }

  // What the form's footer shows: its failure, Cancel, Save (busy while saving) and Reload.
  const footer = { failure, pending: save.pending, onCancel: onDone, onReload: onReload ?? (() => undefined) };
  return { values, errors, set, submit, footer };
}
