import { screen, type Matcher } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The live regions in the page that say nothing yet. A message that comes later must be put
 * into one of them to be read out (web/src/ui/live-status.tsx): one drawn together with its
 * text is often not read. Take them before the action; `expectSaidIn` checks the message after.
 */
export const silentRegions = () => screen.queryAllByRole('status').filter((region) => region.textContent === '');

export async function expectSaidIn(regions: HTMLElement[], text: Matcher) {
  const said = await screen.findByText(text);
  const region = said.closest<HTMLElement>('[role="status"]');
  expect(region, 'the message is in a live region').not.toBeNull();
  expect(regions, 'the message is in a live region that was in the page before it').toContain(region);
}
