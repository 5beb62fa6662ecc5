import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Followings } from '@shared/followings';
import { FollowButton } from '../../../web/src/features/followings/components/follow-button';
import { api } from '../../../web/src/lib/api/client';
import { renderWithRouter, testQueryClient } from '../render';

const followed: Followings = { neighbourhoods: { annex: '2026-05-01T12:00:00.000Z' }, properties: {} };

function renderButtons(withNames: boolean) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(api.user.getMyFollowings.key(), followed);
  renderWithRouter(
    <>
      <FollowButton neighbourhoodId="annex" {...(withNames && { name: 'The Annex' })} />
      <FollowButton neighbourhoodId="casa-loma" {...(withNames && { name: 'Casa Loma' })} />
    </>,
    { queryClient },
  );
}

describe("the neighbourhood's Follow button (QA 45c L5)", () => {
  it('is named for its neighbourhood where several stand in a list, its state in aria-pressed', async () => {
    renderButtons(true);

    const annex = await screen.findByRole('button', { name: 'Following The Annex' });
    expect(annex.getAttribute('aria-pressed')).toBe('true');
    const casaLoma = screen.getByRole('button', { name: 'Follow Casa Loma' });
    expect(casaLoma.getAttribute('aria-pressed')).toBe('false');
  });

  it('reads as its visible label alone where it stands by itself', async () => {
    renderButtons(false);

    expect(await screen.findByRole('button', { name: 'Following' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
  });
});

// QA 70a: Following (Unfollow under the pointer) was a 30 to 36 px target on a phone.
describe("the neighbourhood's Follow button on a phone", () => {
  it('is a thumb-sized target: data-tap (44 px on a phone, buttons.css)', async () => {
    renderButtons(true);

    expect((await screen.findByRole('button', { name: 'Following The Annex' })).hasAttribute('data-tap')).toBe(true);
    expect(screen.getByRole('button', { name: 'Follow Casa Loma' }).hasAttribute('data-tap')).toBe(true);
  });
});
