import { createMemoryHistory } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccuracyAnswer, AccuracyFigures } from '@shared/home-value/accuracy-answer';
import { createAppRouter } from '../../../web/src/router';
import { renderRouter, testQueryClient } from '../render';
import { mockApi } from './api-mock';
import * as authSession from '../../../web/src/lib/auth-session';
import * as apiClient from '../../../web/src/lib/api-client';

// Spies, not module mocks, so this file shares the module graph (vitest.config.ts); undone after each test.
beforeEach(() => {
  vi.spyOn(authSession, 'currentIdToken').mockImplementation(() => undefined as never);
  vi.spyOn(authSession, 'hasStoredSession').mockImplementation(() => false);
  vi.spyOn(authSession, 'loadCognito').mockImplementation(() => undefined as never);
  vi.spyOn(apiClient, 'sendRequest').mockImplementation(() => undefined as never);
});

const figures = (count: number, mdape: number, coverage80: number): AccuracyFigures => ({
  count,
  mdape,
  within5: 33.1,
  within10: 61.2,
  within20: 90.4,
  coverage80,
  halfWidth80: 14.2,
});
const answer: AccuracyAnswer = {
  computedAt: '2026-05-15T13:00:00Z',
  heldOut: { from: '2025-11-16', to: '2026-05-14', trainedOn: 43_693 },
  rows: [
    { type: 'detatched', ...figures(1_400, 8.3, 79.6) },
    { type: 'condo', ...figures(1_500, 7.9, 80.4) },
  ],
  all: figures(3_607, 8.1, 80.1),
  fifths: [
    { from: 402_000, to: 603_730, ...figures(721, 7.2, 79.0) },
    { from: 603_986, to: 780_000, ...figures(722, 7.6, 80.2) },
    { from: 780_000, to: 999_700, ...figures(721, 8.0, 80.9) },
    { from: 1_000_200, to: 1_390_000, ...figures(722, 8.4, 80.5) },
    { from: 1_390_000, to: 6_120_000, ...figures(721, 9.1, 79.4) },
  ],
  repeatSales: figures(310, 4.9, 81.0),
};

describe('the accuracy page', () => {
  it('shows the back-test by type, for homes that sold before, and by fifth of the estimate', async () => {
    mockApi(null, { '/homevalue/accuracy': answer });
    renderRouter(
      createAppRouter(testQueryClient(), createMemoryHistory({ initialEntries: ['/home-valuation/accuracy'] })),
    );

    expect(
      await screen.findByRole('heading', { name: 'How accurate are our estimates?' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByText(/3,607 homes sold from 2025-11-16 to 2026-05-14/)).toBeTruthy();
    const byType = screen.getByRole('table', { name: /by property type/ });
    expect(within(byType).getByRole('row', { name: /Detached 1,400 8.3%/ })).toBeTruthy();
    // The homes that sold before are a part of every type: under the total, said so.
    const typeLabels = within(byType)
      .getAllByRole('row')
      .map((row) => row.querySelector('th, td')?.textContent);
    expect(typeLabels.slice(-2)).toEqual(['All types', 'Of these, homes that sold before']);
    expect(within(byType).getByRole('row', { name: /Of these, homes that sold before 310 4.9%/ })).toBeTruthy();
    expect(within(byType).getByRole('row', { name: /All types 3,607 8.1%/ })).toBeTruthy();
    const byFifth = screen.getByRole('table', { name: /five equal groups/ });
    // Each group to where the next starts, so every estimate falls in a label: rounding each group's
    // ends inwards left gaps ($1,015,000 fitted neither "$782k–$1.01M" nor "$1.02M–$1.28M", QA 38 L3).
    // The first starts at its lowest estimate rounded down, the last ends at its highest rounded up.
    expect(
      within(byFifth)
        .getAllByRole('row')
        .slice(1, 6)
        .map((row) => row.querySelector('th, td')?.textContent),
    ).toEqual(['$402k–$604k', '$604k–$780k', '$780k–$1.00M', '$1.00M–$1.39M', '$1.39M–$6.12M']);
    expect(within(byFifth).getAllByRole('row')).toHaveLength(7);
  });
});
