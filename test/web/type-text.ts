import { fireEvent } from '@testing-library/react';

/**
 * Types `text` into a field one key at a time, as a keyboard does: a keydown, then the
 * character put in at the caret (over any selection) and an input event. Masked fields listen
 * to these events, not to React's change event, so `fireEvent.change` would skip their mask.
 */
export function typeText(input: HTMLElement, text: string, { replace = false } = {}) {
  const field = input as HTMLInputElement;
  if (replace) field.setSelectionRange(0, field.value.length);
  for (const char of text) {
    const start = field.selectionStart ?? field.value.length;
    const end = field.selectionEnd ?? start;
    fireEvent.keyDown(field, { key: char });
    field.value = field.value.slice(0, start) + char + field.value.slice(end);
    field.setSelectionRange(start + 1, start + 1);
    fireEvent.input(field);
  }
}

/** Selects all of a field's text and deletes it, as Ctrl+A then Backspace would. */
export function clearText(input: HTMLElement) {
  const field = input as HTMLInputElement;
  field.setSelectionRange(0, field.value.length);
  fireEvent.keyDown(field, { key: 'Backspace' });
  field.value = '';
  fireEvent.input(field);
}
