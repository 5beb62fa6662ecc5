import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HomeValuation } from '@shared/home-value/types';
import { EstimationView } from '../../../web/src/features/home-valuation/components/estimation-view';
import { useClaimPendingValuation } from '../../../web/src/features/home-valuation/hooks/use-claim-pending-valuation';
import { pendingClaim, rememberClaim } from '../../../web/src/features/home-valuation/pending-claim';
import { storeEstimation } from '../../../web/src/features/home-valuation/valuation-storage';
import { agentIdentity, clientIdentity, listingWithDen, sharedValuation, valuation } from '../fixtures/valuations';
import { renderWithRouter, testQueryClient } from '../render';
import { mockApi } from './api-mock';
import * as authSession from '../../../web/src/lib/auth-session';
import * as apiClient from '../../../web/src/lib/api-client';
import { ApiError } from '../../../web/src/lib/api-client';

// Spies, not module mocks, so this file shares the module graph (vitest.config.ts); undone after each test.
beforeEach(() => {
  vi.spyOn(authSession, 'currentIdToken').mockImplementation(() => undefined as never);
  vi.spyOn(authSession, 'hasStoredSession').mockImplementation(() => false);
  vi.spyOn(authSession, 'loadCognito').mockImplementation(() => undefined as never);
  vi.spyOn(apiClient, 'sendRequest').mockImplementation(() => undefined as never);
});
afterEach(() => {
  sessionStorage.clear();
});

const anonymous = { signedIn: false, isAgent: false };
const client = { signedIn: true, isAgent: false };
const agent = { signedIn: true, isAgent: true };
const base = valuation();

describe('the estimation step (document 3 §2.7 step 3)', () => {
  it('shows an anonymous visitor the estimate just made, its range, Share and Sign In, and no back button', async () => {
    mockApi(null, {});
    storeEstimation(base);
    renderWithRouter(<EstimationView viewer={anonymous} showBack={false} />, {
      path: '/home-valuation/property-estimation',
    });

    expect(await screen.findByText('Estimated Valuation')).toBeTruthy();
    expect(screen.getByTestId('estimated-value').textContent).toBe('$1,250,000');
    expect(screen.getByText('$1,150,000')).toBeTruthy();
    expect(screen.getByText('$1,360,000')).toBeTruthy();
    // Back to the estimate once signed in, not the map (QA 55b M1).
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/sign-in?redirect=%2Fhome-valuation%2Fproperty-estimation',
    );
    // The site is by invitation, and a visitor's estimate never weighs the home's sale (QA 56b M3).
    expect(
      screen.getByText(
        /Accounts are by an agent’s invitation\. Signed in, the estimate also weighs this home’s own last sale, if it has one\./,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Adjust Valuation' })).toBeNull();
    expect(screen.queryByText(/Back to your valuations/)).toBeNull();
  });

  it('shows no estimate made while signed in once the session has gone (review 39 L10)', async () => {
    mockApi(null, {});
    // Made by a signed-in owner (a party's answer carries the stamp), with the home's sale in it.
    storeEstimation(valuation({ factsStamp: '0123456789abcdef', lastPurchasePrice: 1_045_000 }));
    renderWithRouter(<EstimationView viewer={anonymous} showBack={false} />);

    expect(await screen.findByText('No estimate to show')).toBeTruthy();
    expect(screen.queryByTestId('estimated-value')).toBeNull();
  });

  it("shows a signed-in viewer nothing stored when their read is refused: another account's estimate in this tab (review 40)", async () => {
    mockApi(clientIdentity, {
      [`GET /homevalue/${base.id}`]: new ApiError(404, { message: 'There is no valuation with this id.' }),
    });
    storeEstimation(valuation({ factsStamp: '0123456789abcdef', lastPurchasePrice: 1_045_000 }));
    renderWithRouter(<EstimationView viewer={client} showBack />);

    expect(await screen.findByText('This valuation does not exist, or is not yours to see.')).toBeTruthy();
    expect(screen.queryByTestId('estimated-value')).toBeNull();
  });

  it("says the facts valued: a house's listed size, which its form does not ask, and its den", async () => {
    mockApi(null, {});
    storeEstimation(valuation({ lastListing: { ...listingWithDen(), footageFrom: 1500, footageTo: 2000 } }));
    renderWithRouter(<EstimationView viewer={anonymous} showBack={false} />);

    expect(await screen.findByText(/Detached · 3\+1 bed · 2 bath · 1 parking · 1,500–2,000 sq ft/)).toBeTruthy();
  });

  it('gives a share link carrying the share token', async () => {
    mockApi(null, {});
    storeEstimation(base);
    renderWithRouter(<EstimationView viewer={anonymous} showBack={false} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const link = (await screen.findByRole('textbox', { name: 'Share link' })) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/home-valuation-summary/${base.id}?share=${base.shareToken}`);
  });

  it("says which estimate the link shows, and that it is not the page's when they differ (QA 62a M1)", async () => {
    // The owner's estimate weighs the home's own sale; the link's leaves it out.
    mockApi(clientIdentity, {
      [`/homevalue/${base.id}`]: base,
      [`/homevalue/shared/${base.shareToken}`]: sharedValuation({ instanceValue: 1_344_689 }),
    });
    storeEstimation(base);
    renderWithRouter(<EstimationView viewer={client} showBack={false} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));

    expect((await screen.findByTestId('share-link-value')).textContent).toBe(
      'The link shows an estimate of $1,344,689 today, not this page’s $1,250,000: it never weighs the home’s own sale or a purchase.',
    );
  });

  it('says the link shows the same estimate when it does', async () => {
    mockApi(null, { [`/homevalue/shared/${base.shareToken}`]: sharedValuation({ instanceValue: 1_250_000 }) });
    storeEstimation(base);
    renderWithRouter(<EstimationView viewer={anonymous} showBack={false} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));

    expect((await screen.findByTestId('share-link-value')).textContent).toBe(
      'The link shows this estimate, $1,250,000.',
    );
  });

  it('shows the confirmed value when an agent has confirmed it', async () => {
    mockApi(clientIdentity, {
      [`/homevalue/${base.id}`]: valuation({
        confirmed: true,
        confirmedValue: 1_300_000,
        confirmedAt: '2026-11-21T10:00:00Z',
      }),
    });
    renderWithRouter(<EstimationView id={base.id} viewer={client} showBack />);
    expect(await screen.findByText('The valuation is now confirmed at:')).toBeTruthy();
    expect(screen.getByTestId('confirmed-value').textContent).toBe('$1,300,000');
    expect(screen.getByText(/Back to your valuations/)).toBeTruthy();
    // QA 43: Next no longer says it asks for a confirmation the owner already has.
    expect(document.getElementById('next-says')?.textContent).toBe(
      'Next asks our team to get in touch with you about this confirmed value.',
    );
  });

  it('says Next asks for a confirmation again once the owner has changed the details confirmed', async () => {
    mockApi(clientIdentity, {
      [`/homevalue/${base.id}`]: valuation({
        confirmed: true,
        confirmedValue: 1_300_000,
        confirmedAt: '2026-11-21T10:00:00Z',
        detailsChangedAt: '2026-11-25T10:00:00Z',
      }),
    });
    renderWithRouter(<EstimationView id={base.id} viewer={client} showBack />);
    expect(await screen.findByRole('button', { name: 'Next' })).toBeTruthy();
    expect(document.getElementById('next-says')?.textContent).toBe(
      'Next asks our team to review this value and confirm it.',
    );
  });

  it('records the discussion on Next and shows the thanks dialog', async () => {
    const calls = mockApi(clientIdentity, {
      [`/homevalue/${base.id}`]: base,
      [`POST /homevalue/${base.id}/discussion`]: valuation({ discussionRequestedAt: '2026-11-24T12:00:00Z' }),
    });
    renderWithRouter(<EstimationView id={base.id} viewer={client} showBack />);
    // The owner is told what Next does before pressing it (QA 39 L8).
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(next.getAttribute('aria-describedby')).toBe('next-says');
    expect(document.getElementById('next-says')?.textContent).toBe(
      // An owner with no agent: the team reviews it.
      'Next asks our team to review this value and confirm it.',
    );
    fireEvent.click(next);
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Thanks! Your request has been sent. A member of the team will contact you shortly.'),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === `/homevalue/${base.id}/discussion`)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Adjust Valuation' })).toBeNull();
    // Sent: Next gives way to what was sent, and when (QA 70a M1).
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect((await screen.findByTestId('review-requested')).textContent).toBe(
      'Review requested on 2026-11-24: Our team will get back to you.',
    );
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('says when the owner of a confirmed value asked to get in touch, and keeps Next to ask again (review 70 L3)', async () => {
    mockApi(clientIdentity, {
      [`/homevalue/${base.id}`]: valuation({
        confirmed: true,
        confirmedValue: 1_300_000,
        confirmedAt: '2026-11-21T10:00:00Z',
        discussionRequestedAt: '2026-11-24T12:00:00Z',
      }),
    });
    renderWithRouter(<EstimationView id={base.id} viewer={client} showBack />);

    expect((await screen.findByTestId('review-requested')).textContent).toBe(
      'You asked our team to get in touch on 2026-11-24.',
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('says a request still waiting on the agent, and when it was made, where Next was (QA 70a M1)', async () => {
    mockApi(clientIdentity, {
      [`/homevalue/${base.id}`]: valuation({
        discussionRequestedAt: '2026-11-24T12:00:00Z',
        agent: { firstName: 'Sarah', lastName: 'Thompson', email: 'sarah@example.com' },
      }),
    });
    renderWithRouter(<EstimationView id={base.id} viewer={client} showBack />);

    expect((await screen.findByTestId('review-requested')).textContent).toBe(
      'Review requested on 2026-11-24: Sarah Thompson will get back to you.',
    );
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('lets an agent find a contact after more than 1 character, says Not found, and assigns the one picked', async () => {
    const calls = mockApi(agentIdentity, {
      [`/homevalue/${base.id}`]: base,
      '/contacts/search?q=zz': { hits: [] },
      '/contacts/search?q=ol': {
        hits: [{ PK: 'U#c-olivia', details: { firstName: 'Olivia', lastName: 'Chen', email: 'olivia@example.com' } }],
      },
      [`PUT /homevalue/${base.id}/assign/c-olivia`]: valuation({ user: { firstName: 'Olivia', lastName: 'Chen' } }),
    });
    renderWithRouter(<EstimationView id={base.id} viewer={agent} showBack />);
    expect(await screen.findByRole('button', { name: 'Adjust Valuation' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Assign to a Contact' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Find Contact')).toBeTruthy();
    const search = dialog.getByRole('textbox', { name: 'Search contacts' });

    fireEvent.change(search, { target: { value: 'z' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.some((call) => call.path.startsWith('/contacts/search'))).toBe(false);

    fireEvent.change(search, { target: { value: 'zz' } });
    expect(await dialog.findByText('Not found')).toBeTruthy();

    fireEvent.change(search, { target: { value: 'ol' } });
    fireEvent.click(await dialog.findByRole('radio', { name: 'Olivia Chen' }));
    // Review 63 L12: said before the press, as it cannot be undone.
    expect(
      dialog.getByText('The valuation then belongs to Olivia Chen: it cannot be assigned to someone else afterwards.'),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('The valuation now belongs to Olivia Chen.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT' && call.path === `/homevalue/${base.id}/assign/c-olivia`)).toBe(
      true,
    );
  });

  it("offers no Assign on a contact's own valuation, names whose it is, and sends the agent's Next back to the list (QA 63a H1, M3)", async () => {
    const olivias = valuation({ userId: 'u-olivia', user: { firstName: 'Olivia', lastName: 'Chen' } });
    const calls = mockApi(agentIdentity, { [`/homevalue/${olivias.id}`]: olivias });
    renderWithRouter(<EstimationView id={olivias.id} viewer={agent} showBack />);

    expect(await screen.findByRole('button', { name: 'Adjust Valuation' })).toBeTruthy();
    expect(screen.getByText("Olivia Chen's Valuation")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Assign to a Contact' })).toBeNull();
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next.getAttribute('href')).toBe('/dashboard/valuations');
    fireEvent.click(next);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

describe('the claim of an anonymous valuation (DECISIONS row 7)', () => {
  function wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={testQueryClient()}>{children}</QueryClientProvider>;
  }

  /**
   * A visitor's estimate kept in this tab and its claim pending, as when its visitor has just
   * signed in; the claim answers `owned` once `landClaim` is called, the read refuses until then.
   */
  function pendingClaimOf(visitors: HomeValuation, owned: HomeValuation) {
    const claim = { landClaim: () => {}, claimed: false, refusals: [] as string[] };
    const calls = mockApi(clientIdentity, {
      [`POST /homevalue/${visitors.id}/claim`]: () =>
        new Promise((resolve) => {
          claim.landClaim = () => {
            claim.claimed = true;
            resolve(owned);
          };
        }),
      [`GET /homevalue/${visitors.id}`]: () => {
        if (claim.claimed) return owned;
        claim.refusals.push('GET before the claim');
        return new ApiError(404, { message: 'There is no valuation with this id.' });
      },
    });
    vi.mocked(authSession.hasStoredSession).mockReturnValue(true);
    rememberClaim({ id: visitors.id, claimSecret: 's'.repeat(43) });
    storeEstimation(visitors);
    return { claim, calls };
  }

  /** The estimate the visitor comes back to, in the page that claims (the root route's hook). */
  function SignedInEstimate() {
    useClaimPendingValuation(true);
    return <EstimationView viewer={client} showBack />;
  }

  it('claims the stored valuation once when its visitor signs in, and forgets the secret', async () => {
    const secret = 's'.repeat(43);
    const calls = mockApi(clientIdentity, { [`POST /homevalue/${base.id}/claim`]: base });
    rememberClaim({ id: base.id, claimSecret: secret });

    const hook = renderHook(({ signedIn }) => useClaimPendingValuation(signedIn), {
      wrapper,
      initialProps: { signedIn: false },
    });
    expect(calls).toHaveLength(0);
    hook.rerender({ signedIn: true });
    hook.rerender({ signedIn: true });

    await waitFor(() => expect(calls.filter((call) => call.path.endsWith('/claim'))).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ secret });
    expect(pendingClaim()).toBeUndefined();
    await act(async () => {});
  });

  it('reads the estimate its visitor signed in to keep only once the claim has landed, never "not yours" first', async () => {
    // The visitor signs in from the estimate and comes back to it; the read and the claim start
    // together, and the read is refused until the claim lands.
    const { claim, calls } = pendingClaimOf(base, base);
    renderWithRouter(<SignedInEstimate />);

    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/claim'))).toBe(true));
    await act(async () => {});
    act(() => claim.landClaim());

    expect((await screen.findByTestId('estimated-value')).textContent).toBe('$1,250,000');
    expect(claim.refusals).toEqual([]);
    expect(screen.queryByText('This valuation does not exist, or is not yours to see.')).toBeNull();
    expect(calls.filter((call) => call.path.endsWith('/claim'))).toHaveLength(1);
  });

  it("shows the owner the claimed value, not the visitor's meanwhile, and says why it moved (QA 56b M1)", async () => {
    // Valued at $1,250,000 as a visitor; claimed, the home's 2024 sale enters and it is $1,180,000.
    const visitors = valuation({ id: 'claimed-note' });
    const owned = valuation({
      id: 'claimed-note',
      instanceValue: 1_180_000,
      factsStamp: '0123456789abcdef',
      explanation: {
        carriedSale: { date: '2024-02-15', price: 1_045_000, source: 'listing', carriedPrice: 1_010_000, weight: 0.58 },
      },
    });
    const { claim } = pendingClaimOf(visitors, owned);
    const { unmount } = renderWithRouter(<SignedInEstimate />);

    expect(await screen.findByText('Loading the estimate…')).toBeTruthy();
    expect(screen.queryByTestId('estimated-value')).toBeNull();
    act(() => claim.landClaim());

    expect((await screen.findByTestId('estimated-value')).textContent).toBe('$1,180,000');
    expect(screen.getByRole('status').textContent).toBe(
      'Before you signed in, this estimate was $1,250,000. Signed in, it also weighs this home’s 2024 sale, carried to today (58% of the value). Value history shows how.',
    );
    // Said once: the claimed answer takes the visitor's place in this tab (review 56).
    unmount();
    renderWithRouter(<EstimationView viewer={client} showBack />);
    expect((await screen.findByTestId('estimated-value')).textContent).toBe('$1,180,000');
    expect(screen.queryByText(/Before you signed in/)).toBeNull();
  });

  it("shows nothing stored while the session is still being read, neither side's (review 56)", async () => {
    mockApi(null, {});
    storeEstimation(base);
    renderWithRouter(<EstimationView viewer={{ ...anonymous, pending: true }} showBack={false} />);

    expect(await screen.findByText('Loading the estimate…')).toBeTruthy();
    expect(screen.queryByTestId('estimated-value')).toBeNull();
  });

  it("says nothing of a claimed value that did not move, nor of an owner's own estimate", async () => {
    mockApi(clientIdentity, { [`GET /homevalue/${base.id}`]: valuation({ factsStamp: '0123456789abcdef' }) });
    storeEstimation(base);
    const { unmount } = renderWithRouter(<EstimationView viewer={client} showBack />);
    expect((await screen.findByTestId('estimated-value')).textContent).toBe('$1,250,000');
    expect(screen.queryByText(/Before you signed in/)).toBeNull();
    unmount();

    // The owner's own estimate shows at once, then as read again.
    storeEstimation(valuation({ factsStamp: '0123456789abcdef', instanceValue: 1_300_000 }));
    renderWithRouter(<EstimationView viewer={client} showBack />);
    expect((await screen.findByTestId('estimated-value')).textContent).toBe('$1,300,000');
    await waitFor(() => expect(screen.getByTestId('estimated-value').textContent).toBe('$1,250,000'));
    expect(screen.queryByText(/Before you signed in/)).toBeNull();
  });
});
