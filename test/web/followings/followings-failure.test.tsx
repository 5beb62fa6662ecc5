import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Followings } from '@shared/followings';
import type { Neighbourhood } from '@shared/neighbourhood';
import { FollowButton } from '../../../web/src/features/followings/components/follow-button';
import { FollowPropertyButton } from '../../../web/src/features/followings/components/follow-property-button';
import { useNeighbourhoodFollowControls } from '../../../web/src/features/followings/hooks/use-neighbourhood-follow-controls';
import { NeighbourhoodIndex } from '../../../web/src/features/sold-reports/components/index/neighbourhood-index';
import { stubApi, type StubAnswer } from '../api-stub';
import { renderWithRouter, testQueryClient } from '../render';
import * as authSession from '../../../web/src/lib/auth-session';

// A signed-in user: the API client sends a token.
// Spies, not module mocks, so this file shares the module graph (vitest.config.ts); undone after each test.
beforeEach(() => {
  vi.spyOn(authSession, 'currentIdToken').mockImplementation(async () => 'id-token');
});

const followed: Followings = {
  neighbourhoods: { annex: '2026-05-01T12:00:00.000Z' },
  properties: { C9000001: '2026-05-02T12:00:00.000Z' },
};

const square = { type: 'Polygon' as const, coordinates: [] };
const annex: Neighbourhood = {
  id: 'annex',
  name: 'Annex',
  community: 'Toronto',
  centre: [-79.4, 43.67],
  geometry: square,
};
const casaLoma: Neighbourhood = {
  id: 'casa-loma',
  name: 'Casa Loma',
  community: 'Toronto',
  centre: [-79.41, 43.68],
  geometry: square,
};

/** GET /followings fails the first `failures` times, then answers; other calls fail the test. */
function followingsFailing(failures: number, failure: StubAnswer = 'network down') {
  let calls = 0;
  return stubApi((path, method) => {
    if (path !== '/followings' || method !== 'GET') throw new Error(`unexpected ${method} ${path}`);
    calls += 1;
    return calls <= failures ? failure : { body: followed };
  });
}

const followingsCalls = (fetchStub: ReturnType<typeof stubApi>) =>
  fetchStub.mock.calls.filter(([url, init]) => url === '/api/followings' && (init?.method ?? 'GET') === 'GET').length;

function IndexPage() {
  const following = useNeighbourhoodFollowControls(true);
  return (
    <NeighbourhoodIndex
      neighbourhoods={[annex, casaLoma]}
      community={undefined}
      onCommunityChange={() => undefined}
      visitor={false}
      following={following}
    />
  );
}

beforeEach(() => localStorage.setItem('gtaHomes.soldPropertiesOverlaySkipped', 'true'));
afterEach(() => vi.unstubAllGlobals());

describe('followings that could not be loaded (issue 12 "Failed fetches")', () => {
  it('offer Try again in place of Follow, which loads them', async () => {
    const fetchStub = followingsFailing(1);
    renderWithRouter(<FollowButton neighbourhoodId="annex" />);

    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));

    const button = await screen.findByRole('button', { name: 'Following' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(followingsCalls(fetchStub)).toBe(2);
  });

  it("offer Try again on a property's page too", async () => {
    followingsFailing(1, { status: 503, body: { message: 'Service Unavailable' } });
    renderWithRouter(<FollowPropertyButton mls="C9000001" />);

    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));

    expect((await screen.findByRole('button', { name: 'Following' })).getAttribute('aria-pressed')).toBe('true');
  });

  it('are asked for again by the next screen that needs them, not kept off for the session', async () => {
    const fetchStub = followingsFailing(1);
    const queryClient = testQueryClient();
    const first = renderWithRouter(<FollowButton neighbourhoodId="annex" />, { queryClient });
    await screen.findByRole('button', { name: 'Try again' });
    first.unmount();

    renderWithRouter(<FollowButton neighbourhoodId="annex" />, { queryClient });

    expect(await screen.findByRole('button', { name: 'Following' })).toBeTruthy();
    expect(followingsCalls(fetchStub)).toBe(2);
  });

  it('say so on the index, with Try again, and the stars light up once they load', async () => {
    followingsFailing(1);
    renderWithRouter(<IndexPage />);

    const section = within(await screen.findByRole('region', { name: "Neighbourhoods You're Following" }));
    expect((await section.findByRole('alert')).textContent).toContain(
      'Your followed neighbourhoods could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Follow Annex' }).getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(section.getByRole('button', { name: 'Try again' }));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Follow Annex' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(screen.getByRole('button', { name: 'Follow Casa Loma' }).getAttribute('aria-pressed')).toBe('false');
    expect(section.queryByRole('alert')).toBeNull();
    expect(section.getByRole('link', { name: 'Annex' })).toBeTruthy();
  });

  it('are asked for again when a star toggled meanwhile fails, instead of reading as none', async () => {
    let getCalls = 0;
    stubApi((path, method) => {
      if (method === 'PUT' && path === '/followings/neighbourhoods/casa-loma') return 'network down';
      if (method !== 'GET' || path !== '/followings') throw new Error(`unexpected ${method} ${path}`);
      getCalls += 1;
      return getCalls === 1 ? 'network down' : { body: followed };
    });
    renderWithRouter(<IndexPage />);
    await screen.findByText('Your followed neighbourhoods could not be loaded.');

    fireEvent.click(screen.getByRole('button', { name: 'Follow Casa Loma' }));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Follow Annex' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(screen.getByRole('button', { name: 'Follow Casa Loma' }).getAttribute('aria-pressed')).toBe('false');
    expect(getCalls).toBe(2);
  });
});
