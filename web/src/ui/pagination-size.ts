import { rem } from '@mantine/core';

/**
 * A phone's page buttons: 40 px tap targets (QA 39 M3; Mantine's `sm` is 26 px, `xl` a 20 px
 * font), narrower only where the seven of them (‹ 1 … 5 … 10 ›, 4 px apart) would not fit on one
 * line beside the page's gutters and a card's padding (88 px in all): 33 px on a 320 px phone,
 * whose list they had wrapped to two lines.
 */
export const phoneControlSize = `min(${rem(40)}, calc((100vw - ${rem(88)}) / 7))`;
