/**
 * The layout's two breakpoints (document 1 §9): small under 768 px, medium from 768 px, large
 * from 1024 px. Set here once: the Mantine theme takes them (`visibleFrom="sm"`, responsive
 * props such as `cols={{ base: 1, md: 2 }}`), and the CSS modules read them as PostCSS
 * variables (web/vite.config.ts): `@media (min-width: $breakpoint-md)`, `(max-width: $below-md)`.
 */
export const breakpoints = { sm: '48em', md: '64em' } as const;

/** A width just under a breakpoint, as Mantine's own `visibleFrom` uses, so the two never overlap. */
const below = (em: string) => `${Number.parseFloat(em) - 0.1 / 16}em`;

/** The variables the CSS modules use in their media queries. */
export const breakpointCssVariables = {
  'breakpoint-sm': breakpoints.sm,
  'breakpoint-md': breakpoints.md,
  'below-sm': below(breakpoints.sm),
  'below-md': below(breakpoints.md),
};

/** Media queries for `useMediaQuery`, from the same two breakpoints. */
export const mediaQueries = {
  belowSm: `(max-width: ${below(breakpoints.sm)})`,
  fromSm: `(min-width: ${breakpoints.sm})`,
  belowMd: `(max-width: ${below(breakpoints.md)})`,
  fromMd: `(min-width: ${breakpoints.md})`,
};
