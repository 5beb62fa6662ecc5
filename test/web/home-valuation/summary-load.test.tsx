import { createMemoryHistory } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendRequest } from '../../../web/src/lib/api-client';
import { createAppRouter } from '../../../web/src/router';
import { clientIdentity, valuation } from '../fixtures/valuations';
import { inViewObserver } from '../in-view';
import { renderRouter, testQueryClient } from '../render';
import { mockApi } from './api-mock';

vi.mock('../../../web/src/lib/auth-session', () => ({
  currentIdToken: vi.fn(),
  hasStoredSession: vi.fn(() => false),
  loadCognito: vi.fn(),
}));
vi.mock('../../../web/src/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  sendRequest: vi.fn(),
}));
// The improvements' code fails to load, as it does once the connection is lost or a release
// replaced it while the page was open: it loads only as the reader scrolls to it.
vi.mock('../../../web/src/features/home-valuation/components/improvements-section', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
vi.mock('../../../web/src/features/home-valuation/components/value-chart-plot', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

beforeAll(() => {
  window.IntersectionObserver = inViewObserver;
});
afterEach(() => {
  vi.mocked(sendRequest).mockReset();
  sessionStorage.clear();
});

describe('the valuation summary when a part’s code cannot be loaded (QA 76a M2)', () => {
  it('says so in each such part, and the value and the rest of the page stand', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const owned = valuation();
    mockApi(clientIdentity, {
      [`/homevalue/${owned.id}`]: owned,
      [`/homevalue/${owned.id}/chart*`]: [
        [Date.UTC(2026, 0, 1), 1_200_000],
        [Date.UTC(2026, 5, 1), 1_250_000],
      ],
      [`/homevalue/${owned.id}/similarSolds`]: { sold: [], active: [] },
    });
    const router = createAppRouter(
      testQueryClient(),
      createMemoryHistory({ initialEntries: [`/home-valuation-summary/${owned.id}`] }),
    );
    renderRouter(router);

    const alert = await screen.findByText(
      'Home improvements could not be loaded.',
      { exact: false },
      { timeout: 15_000 },
    );
    expect(alert.closest('[role=alert]')).not.toBeNull();
    expect(await screen.findByText('The chart could not be loaded.', { exact: false })).toBeTruthy();
    expect(screen.getByTestId('estimated-value').textContent).toBe('$1,250,000');
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Valuation' })).toBeTruthy();
  });
});
