/*
 * JSON kept in the browser's storage, read back only when it has the shape its reader expects:
 * anything else (another version's shape, a hand-edited value, text that is not JSON) reads as
 * nothing stored, never as trusted data.
 */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
export const isText = (value: unknown): value is string => typeof value === 'string';

/** The stored value when `is` accepts it. */
export function readStored<T>(storage: Storage, key: string, is: (value: unknown) => value is T): T | undefined {
  try {
    const text = storage.getItem(key);
    const value: unknown = text ? JSON.parse(text) : undefined;
    return is(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Stores `value` as JSON; undefined removes it. */
export function writeStored(storage: Storage, key: string, value: unknown): void {
  try {
    if (value === undefined) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch {
    // Private browsing or a full storage: the flow still works within the page.
  }
}
