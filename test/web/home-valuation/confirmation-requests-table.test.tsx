import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HomeValuation } from '@shared/home-value/types';
import ConfirmationRequestsTable from '../../../web/src/features/home-valuation/components/confirmation-requests-table';
import { onAPhone } from '../phone';
import { renderWithRouter } from '../render';

const request = {
  id: 'val-emma-0000001',
  displayAddress: '850 16th Ave, Richmond Hill',
  user: { firstName: 'Emma', lastName: 'Rossi' },
  instanceValue: 731_841,
  discussionRequestedAt: '2026-11-28T15:00:00Z',
} as HomeValuation;

describe('the Confirmation Requests', () => {
  it('are a table on a wide screen', async () => {
    renderWithRouter(<ConfirmationRequestsTable items={[request]} />);
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Estimate' })).toBeTruthy();
  });

  it('are one card a request on a phone, with the estimate and Review in view', async () => {
    onAPhone();
    renderWithRouter(<ConfirmationRequestsTable items={[request]} />);
    const card = await screen.findByRole('listitem', { name: '850 16th Ave, Richmond Hill' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByText(/^Emma Rossi ·/).textContent).toBe('Emma Rossi · $731,841 · requested 2026-11-28');
    // A narrow card (larger text) breaks the line before the date, never at its hyphens.
    expect(within(card).getByText('2026-11-28').style.whiteSpace).toBe('nowrap');
    expect(within(card).getByRole('link', { name: 'Review' }).getAttribute('href')).toBe(
      '/dashboard/valuations/confirmation/val-emma-0000001',
    );
  });
});
