import { rem } from '@mantine/core';

/** A phone's page buttons: 40 px tap targets (QA 39 M3; Mantine's `sm` is 26 px, `xl` a 20 px font). */
export const phoneControlSize = rem(40);
