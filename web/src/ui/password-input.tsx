import { PasswordInput as MantinePasswordInput } from '@mantine/core';
import type { ComponentProps } from 'react';

/**
 * Mantine's PasswordInput, marked invalid while it shows a message, as Mantine's other inputs
 * are: Mantine 9 ties the message to its input (`aria-describedby`) but writes no `aria-invalid`
 * there, so a screen reader did not say the password was refused, and a refused submit
 * (`showFieldErrors`) did not find the field to put the focus on.
 */
export function PasswordInput(props: ComponentProps<typeof MantinePasswordInput>) {
  return <MantinePasswordInput aria-invalid={props.error ? true : undefined} {...props} />;
}
