import { useState } from 'react';

/**
 * Reload after a 409 (a section changed elsewhere), for a screen's profile forms: `onReload`
 * fetches the profile again (`reload`), then remounts the forms, and `formKey` (a form's React
 * key) also changes with the versions of the sections the form writes, so that an open form
 * edits the latest values with the latest versions.
 */
export function useFormReload(reload: () => Promise<unknown>) {
  const [reloads, setReloads] = useState(0);
  return {
    formKey: (...versions: number[]) => [reloads, ...versions].join('-'),
    onReload: () => void reload().then(() => setReloads((count) => count + 1)),
  };
}
