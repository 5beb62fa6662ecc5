import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import postcss, { type AtRule, type Rule } from 'postcss';
import postcssSimpleVars from 'postcss-simple-vars';
import { describe, expect, it } from 'vitest';
import { breakpointCssVariables } from '../../web/src/ui/breakpoints';

/** A window as a media query sees it: its width in px and its pointer. */
interface Screen {
  width: number;
  pointer: 'coarse' | 'fine';
}

/** Whether `(feature: value)` holds for `screen`: the few features buttons.css asks about. */
function holds(condition: string, screen: Screen): boolean {
  const [feature, value] = condition
    .replace(/[()]/g, '')
    .split(':')
    .map((part) => part.trim());
  const px = (length: string) => Number.parseFloat(length) * (length.endsWith('em') ? 16 : 1);
  switch (feature) {
    case 'pointer':
      return value === screen.pointer;
    case 'max-width':
      return screen.width <= px(value!);
    case 'min-width':
      return screen.width >= px(value!);
    default:
      throw new Error(`No rule for ${feature}`);
  }
}

/** A media query list holds when one of its queries does, and a query when all its conditions do. */
const matches = (params: string, screen: Screen) =>
  params.split(',').some((query) =>
    query
      .split(/\band\b/)
      .map((condition) => condition.trim())
      .every((condition) => holds(condition, screen)),
  );

/** The `min-height` a `data-tap` control (or `selector`) gets from the global buttons.css on `screen`, in px (0 for none). */
function tapHeight(screen: Screen, selector = '[data-tap]'): number {
  const css = readFileSync(resolve(__dirname, '../../web/src/ui/buttons.css'), 'utf8');
  const root = postcss([postcssSimpleVars({ variables: breakpointCssVariables })]).process(css, {
    from: undefined,
  }).root;
  let height = 0;
  root.walkRules((rule: Rule) => {
    if (!rule.selector.includes(selector)) return;
    const media = rule.parent?.type === 'atrule' ? (rule.parent as AtRule) : undefined;
    if (media && !matches(media.params, screen)) return;
    rule.walkDecls(
      'min-height',
      (declaration) => void (height = Math.max(height, Number.parseFloat(declaration.value))),
    );
  });
  return height;
}

// QA 70a: on a 390 px phone Unfollow and the account page's Sign Out (both `data-tap`) were
// under 44 px: 40 px on a touch screen, and nothing at all for a window that narrow without one.
describe('a data-tap control (buttons.css)', () => {
  it('is a 44 px target on a phone, touch screen or not, and as drawn on a desktop', () => {
    expect(tapHeight({ width: 390, pointer: 'coarse' })).toBeGreaterThanOrEqual(44);
    expect(tapHeight({ width: 390, pointer: 'fine' })).toBeGreaterThanOrEqual(44);
    expect(tapHeight({ width: 1024, pointer: 'coarse' })).toBeGreaterThanOrEqual(44);
    expect(tapHeight({ width: 1280, pointer: 'fine' })).toBe(0);
    expect(tapHeight({ width: 768, pointer: 'fine' })).toBe(0);
  });
});

describe('a data-tap-row menu row (buttons.css)', () => {
  it('is 44 px tall on a phone, touch screen or not, and as drawn on a desktop (the profile menu, review 71)', () => {
    expect(tapHeight({ width: 390, pointer: 'fine' }, '[data-tap-row]')).toBeGreaterThanOrEqual(44);
    expect(tapHeight({ width: 1024, pointer: 'coarse' }, '[data-tap-row]')).toBeGreaterThanOrEqual(44);
    expect(tapHeight({ width: 1280, pointer: 'fine' }, '[data-tap-row]')).toBe(0);
  });
});
