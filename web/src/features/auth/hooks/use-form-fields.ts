import { useCallback, useState, type ChangeEvent } from 'react';

type Messages = Record<string, string | undefined>;

/**
 * A form's text fields and their messages, in one state: changing a field clears its message,
 * and so does a value filled in later (a "Required" under the empty field it fills, review 58).
 */
export function useFormFields<V extends Record<string, string>>(initial: V | (() => V)) {
  const [form, setForm] = useState(() => ({
    values: typeof initial === 'function' ? initial() : initial,
    errors: {} as Messages,
  }));
  const { values, errors } = form;

  const set = (name: keyof V & string, value: string) =>
    setForm((current) => ({
      values: { ...current.values, [name]: value },
      errors: { ...current.errors, [name]: undefined },
    }));

  /** For inputs that hand over their value (StrongPasswordInput). */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name] || undefined,
    onChange: (value: string) => set(name, value),
  });

  /** For Mantine's text inputs, which hand over the change event. */
  const input = (name: keyof V & string) => {
    const { onChange, ...props } = field(name);
    return { ...props, onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value) };
  };

  /** A value that arrived after the form showed (a name looked up): only into a field still empty. */
  const fill = useCallback(
    (name: keyof V & string, value: string) =>
      setForm((current) =>
        current.values[name]
          ? current
          : { values: { ...current.values, [name]: value }, errors: { ...current.errors, [name]: undefined } },
      ),
    [],
  );

  const showErrors = useCallback((shown: Messages) => setForm((current) => ({ ...current, errors: shown })), []);

  return { values, field, input, fill, showErrors };
}
