import { fireEvent } from '@testing-library/react';

/**
 * What a browser does and jsdom does not (HTML's "focus fixup rule"): a focused control that
 * becomes disabled loses the focus to the page. Call it after whatever may have disabled it.
 */
export function fixUpFocus(): void {
  if (!document.activeElement?.matches(':disabled')) return;
  // jsdom's blur() ignores an element it no longer finds focusable: the focus goes to the page
  // through a stand-in.
  const standIn = document.createElement('span');
  standIn.tabIndex = -1;
  document.body.append(standIn);
  standIn.focus();
  standIn.blur();
  standIn.remove();
}

/** A keyboard user's Enter on a focused button: the browser clicks it. */
export function pressEnter(button: HTMLElement): void {
  button.focus();
  fireEvent.keyDown(button, { key: 'Enter' });
  fireEvent.click(button);
  fireEvent.keyUp(button, { key: 'Enter' });
}
