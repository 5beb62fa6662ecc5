import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../web/src/ui/theme';
import { ValueKindBadge } from '../../web/src/ui/value-kind-badge';

/** The badges' words, from a fresh render. */
const badges = (element: React.ReactElement) => {
  cleanup();
  render(
    <MantineProvider theme={theme} env="test">
      {element}
    </MantineProvider>,
  );
  return screen.queryAllByText(/./).map((node) => node.textContent);
};

describe("a list's name for a valuation's figure", () => {
  it('calls an estimate an estimate, a confirmed value confirmed', () => {
    expect(badges(<ValueKindBadge confirmed={false} />)).toEqual(['Estimate']);
    expect(badges(<ValueKindBadge confirmed />)).toEqual(['Confirmed']);
  });

  it('says a confirmed value predates the owner’s change of the details, with its day (QA 62a L5)', () => {
    expect(badges(<ValueKindBadge confirmed detailsChangedAt="2026-11-02T15:00:00Z" />)).toEqual([
      'Confirmed',
      'Details changed since',
    ]);
    expect(screen.getByText('Details changed since').closest('[title]')?.getAttribute('title')).toBe(
      'The home’s details changed on 2026-11-02, after this confirmation.',
    );
  });
});
