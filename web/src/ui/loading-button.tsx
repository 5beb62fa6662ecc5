import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef, MouseEvent } from 'react';

export type LoadingButtonProps = ButtonProps & Omit<ComponentPropsWithRef<'button'>, keyof ButtonProps>;

/**
 * Mantine's Button, whose `loading` keeps the focus where the user left it. Mantine disables a
 * loading button, and a browser moves the focus off a control that becomes disabled: a keyboard
 * user who pressed Load More, Save or Next found themselves at the top of the page, and a screen
 * reader said nothing of what followed (QA 48c M1). Here a loading button stays focusable and
 * says it is unavailable (`aria-disabled`, with Mantine's own `data-loading` look); a click, an
 * Enter or a form's implicit submission while it loads does nothing, as the disabled one did.
 */
export function LoadingButton({ loading = false, disabled, onClick, ...props }: LoadingButtonProps) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      // Also keeps a submit button from submitting its form again.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Button
      {...props}
      loading={loading}
      disabled={disabled}
      onClick={click}
      renderRoot={({ disabled: _disabledByMantine, ...root }) => (
        <button {...root} disabled={disabled} aria-disabled={loading || disabled || undefined} />
      )}
    />
  );
}
