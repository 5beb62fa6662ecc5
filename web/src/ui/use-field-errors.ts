import { useCallback, useState } from 'react';

/**
 * A form's field messages after a refused submit, and `clear(field)` for a field's change: its
 * message goes once the user changes that field, the others stay (review L5). The same object
 * is kept while the field has no message, so typing in a valid field redraws nothing more.
 */
export function useFieldErrors<Field extends string>() {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const clear = useCallback(
    (field: Field) =>
      setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined })),
    [],
  );
  return [errors, setErrors, clear] as const;
}
