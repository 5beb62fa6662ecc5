import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { breakpoints } from './breakpoints';

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

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
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
    Container: { defaultProps: { size: 'xl' } },
  },
});
