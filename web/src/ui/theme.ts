import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { breakpoints } from './breakpoints';
import container from './container.module.css';

/** A deep teal: calm, trustworthy, and distinct from the blues of most listing sites. */
const brand: MantineColorsTuple = [
  '#e7f6f5',
  '#d0ebe9',
  '#a2d6d2',
  '#70c0ba',
  '#47ada6',
  '#2ea198',
  '#1a968d',
  '#0b7c76',
  '#056b66',
  '#005a56',
];

/**
 * Mantine's default palettes, with the shades that text and filled badges use (6 to 9) made dark
 * enough for WCAG 2.2 AA: 4.5:1 for text on white, on gray.0 panels and on the palette's own
 * light background (alerts). Shades 0 to 5, the backgrounds and decorations, are Mantine's.
 * Mantine draws `c="dimmed"` in gray.6, errors in red.6, and filled badges and `c="red"` in the
 * primary shade (7).
 */
export const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#646c74',
  '#495057',
  '#343a40',
  '#212529',
];
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#c92a2a',
  '#c22828',
  '#a82222',
  '#8f1d1d',
];
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#c2410c',
  '#b33c0b',
  '#a93b0b',
  '#8f330a',
];
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#2b8040',
  '#237a35',
  '#1e6b2e',
  '#195c27',
];
const teal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#09785a',
  '#087052',
  '#06624a',
  '#055540',
];

const paginationLabels = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, gray, red, orange, green, teal },
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  // Two breakpoints (document 1 §9, ./breakpoints.ts): sm is 768 px, md 1024 px. Mantine wants
  // five names; xs, lg and xl repeat them so that no third width creeps in (the layout uses sm
  // and md only: test/web/breakpoints.test.ts).
  breakpoints: { xs: breakpoints.sm, sm: breakpoints.sm, md: breakpoints.md, lg: breakpoints.md, xl: breakpoints.md },
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Container: { defaultProps: { size: 'xl' }, classNames: { root: container.root } },
    // Mantine's close buttons are icons without a name; a dialog may name its own more precisely.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close panel' } } },
    // Pagination's arrows are icons too.
    Pagination: {
      defaultProps: {
        getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({
          'aria-label': paginationLabels[control],
        }),
      },
    },
  },
});
