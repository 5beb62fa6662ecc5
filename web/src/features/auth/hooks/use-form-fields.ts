import { useCallback, useState, type ChangeEvent } from 'react';

/** A form's text fields and their messages; changing a field clears its message. */
export function useFormFields<V extends Record<string, string>>(initial: V | (() => V)) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  /** For inputs that hand over their value (StrongPasswordInput). */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name] || undefined,
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  /** For Mantine's text inputs, which hand over the change event. */
  const input = (name: keyof V & string) => {
    const { onChange, ...props } = field(name);
    return { ...props, onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value) };
  };

  /** A value that arrived after the form showed (a name looked up): only into a field still empty. */
  const fill = useCallback(
    (name: keyof V & string, value: string) =>
      setValues((current) => (current[name] ? current : { ...current, [name]: value })),
    [],
  );

  return { values, field, input, fill, showErrors: setErrors };
}
