import { ActionIcon } from '@mantine/core';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';

/** The "i" button that opens the estimate's popover: the same before and after the popover's code has loaded. */
export const EstimateInfoButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(
  function EstimateInfoButton(props, ref) {
    return (
      <ActionIcon ref={ref} variant="light" radius="xl" size="md" aria-label="How we estimate your home" {...props}>
        i
      </ActionIcon>
    );
  },
);
