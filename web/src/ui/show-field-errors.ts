import { flushSync } from 'react-dom';

/**
 * Shows a refused submit's field messages (`show` sets them) and puts the focus on the first
 * field they mark: Mantine marks it `aria-invalid` and ties its message to it (`aria-describedby`),
 * so a screen reader reads what is wrong, and the user is where to fix it. The focus had stayed
 * on the submit button, and the message was never read (QA 48c M8). Drawn at once (`flushSync`),
 * so the field is marked before the focus looks for it.
 */
export function showFieldErrors(form: HTMLElement | null, show: () => void): void {
  flushSync(show);
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
