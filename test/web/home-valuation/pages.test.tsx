import { createMemoryHistory } from '@tanstack/react-router';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatCurrency } from '@shared/format/currency';
import { type HomeValuation } from '@shared/home-value/types';
import { homeValueMessages } from '@shared/home-value/messages';
import { ApiError, sendRequest } from '../../../web/src/lib/api-client';
import { createAppRouter } from '../../../web/src/router';
import { agentIdentity, clientIdentity, listingWithDen, sharedValuation, valuation } from '../fixtures/valuations';
import { renderRouter, testQueryClient } from '../render';
import { mockApi, type Answer } from './api-mock';
import { inViewObserver } from '../in-view';

vi.mock('../../../web/src/lib/auth-session', () => ({
  currentIdToken: vi.fn(),
  hasStoredSession: vi.fn(() => false),
  loadCognito: vi.fn(),
}));
vi.mock('../../../web/src/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  sendRequest: vi.fn(),
}));
beforeAll(() => {
  // jsdom has no FontFaceSet, which the notes' autosizing textareas listen to.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
  }
  // The summary's chart and improvements are drawn as the reader comes near them: at once here.
  window.IntersectionObserver = inViewObserver;
});
afterEach(() => {
  vi.mocked(sendRequest).mockReset();
  sessionStorage.clear();
});

/** The first visit compiles the page's lazy chunks. */
const slow = { timeout: 15_000 };

function visit(path: string) {
  const router = createAppRouter(testQueryClient(), createMemoryHistory({ initialEntries: [path] }));
  renderRouter(router);
  return router;
}

const many = (count: number, offset = 0): HomeValuation[] =>
  Array.from({ length: count }, (_, index) =>
    valuation({
      id: `val_${String(index + offset).padStart(10, '0')}`,
      displayAddress: `${index + offset + 1} Elm Avenue, Toronto`,
    }),
  );
const chart: Answer = (_request: unknown, path: string) => {
  const from = Number(/from=(\d+)/.exec(path)?.[1]);
  const day = 86_400_000;
  return Array.from({ length: 30 }, (_, index) => [from + index * 10 * day, 1_000_000 + index * 5_000]);
};

/** What the page's alerts say: the page's own and the dashboard's toast region. */
const alertTexts = () => screen.queryAllByRole('alert').map((element) => element.textContent ?? '');

describe('the valuations list (document 3 §2.7 step 4)', { timeout: 30_000 }, () => {
  it('sends an anonymous visitor to the address step', async () => {
    mockApi(null, {});
    const router = visit('/home-valuation/property-valuation');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home-valuation/property-address'), slow);
  });

  it('sends /home-valuation to the valuations list, the default valuation page, in its place (QA 63a L1)', async () => {
    mockApi(clientIdentity, { '/homevalue': { items: many(1) } });
    const router = visit('/home-valuation');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home-valuation/property-valuation'), slow);
    expect(await screen.findByRole('heading', { name: 'Your Valuations' }, slow)).toBeTruthy();
    // Replaced, not pushed: Back does not land on the address that only redirects.
    expect(router.history.length).toBe(1);
  });

  it('sends a client with no valuation to the address step', async () => {
    mockApi(clientIdentity, { '/homevalue': { items: [] } });
    const router = visit('/home-valuation/property-valuation');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home-valuation/property-address'), slow);
  });

  it('shows 10 a page with See More and See Less, each created on its Toronto date', async () => {
    mockApi(clientIdentity, {
      '/homevalue': { items: many(10), next: 'page2' },
      '/homevalue?cursor=page2': { items: many(3, 10) },
    });
    visit('/home-valuation/property-valuation');
    expect(await screen.findByRole('heading', { name: 'Your Valuations' }, slow)).toBeTruthy();
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    expect(screen.getAllByText('created on 2026-06-01')).toHaveLength(10);
    expect(screen.getByRole('link', { name: '+ Add New Valuation' }).getAttribute('href')).toBe(
      '/home-valuation/property-address',
    );

    fireEvent.click(screen.getByRole('button', { name: 'See More' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(13));
    expect(screen.queryByRole('button', { name: 'See More' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'See Less' }));
    expect(screen.getAllByRole('article')).toHaveLength(10);
  });

  it("names the agent's confirmed value and the estimate's range on a confirmed card, each for what it is", async () => {
    mockApi(clientIdentity, {
      '/homevalue': {
        items: [
          valuation({
            confirmed: true,
            confirmedValue: 690_000,
            instanceValue: 697_950,
            lowerRange: 627_450,
            upperRange: 765_120,
          }),
        ],
      },
    });
    visit('/home-valuation/property-valuation');
    const card = await screen.findByRole('article', {}, slow);
    expect(within(card).getByText('$690,000')).toBeTruthy();
    expect(within(card).getByText('Confirmed value')).toBeTruthy();
    expect(within(card).getByText('Our estimate $697,950, range $627,450 – $765,120')).toBeTruthy();
    expect(card.textContent).not.toContain('details changed');
  });

  it("names an unconfirmed card's figure an estimate and its range a range (QA 39 L7, QA 69a L4)", async () => {
    mockApi(clientIdentity, {
      '/homevalue': { items: [valuation({ instanceValue: 697_950, lowerRange: 627_450, upperRange: 765_120 })] },
    });
    visit('/home-valuation/property-valuation');
    const card = await screen.findByRole('article', {}, slow);
    expect(within(card).getByText('$697,950')).toBeTruthy();
    expect(within(card).getByText('Estimated value')).toBeTruthy();
    expect(within(card).getByText('Range $627,450 – $765,120')).toBeTruthy();
  });

  it('says on a confirmed card that the details changed after the confirmation, as the summary does (QA 25a)', async () => {
    mockApi(clientIdentity, {
      '/homevalue': {
        items: [valuation({ confirmed: true, confirmedValue: 690_000, detailsChangedAt: '2026-11-20T15:00:00.000Z' })],
      },
    });
    visit('/home-valuation/property-valuation');
    const card = await screen.findByRole('article', {}, slow);
    expect(card.textContent).toContain("The home's details changed on 2026-11-20, after this confirmation.");
  });

  it('explains how we estimate, with a link to the accuracy page', async () => {
    mockApi(clientIdentity, { '/homevalue': { items: many(1) } });
    visit('/home-valuation/property-valuation');
    fireEvent.click(await screen.findByRole('button', { name: 'How we estimate your home' }, slow));
    expect((await screen.findByRole('link', { name: 'How accurate are the estimates?' })).getAttribute('href')).toBe(
      '/home-valuation/accuracy',
    );
    // The trend is the board area's for the home's type, not its neighbourhood's (QA 43).
    expect(screen.getByText(/The price trend of homes of its kind in its area \(Toronto, Peel/)).toBeTruthy();
    expect(screen.queryByText(/neighbourhood's price trend/)).toBeNull();
    // Its largest part, often: the home's own sale (QA 54a).
    expect(screen.getByText(/The home's own last sale or your purchase, carried to today/)).toBeTruthy();

    // Escape closes it, the focus still on its button (QA 69a L1).
    fireEvent.keyDown(screen.getByRole('button', { name: 'How we estimate your home' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'How accurate are the estimates?' })).toBeNull());
  });
});

describe('the valuation summary (document 3 §2.8)', { timeout: 30_000 }, () => {
  const owned = valuation({
    request: {
      ...valuation().request,
      purchaseDate: '2019-05-01',
      purchasePrice: 800_000,
      homeImprovements: [{ randomId: 'imp-1', area: 'Kitchen', cost: 45_000, completionDate: '2021-03-15' }],
    },
    confirmed: true,
    confirmedValue: 1_300_000,
    confirmedAt: '2026-10-02T15:00:00Z',
    agentNotes: 'New roof noted.',
    agent: { firstName: 'Amir', lastName: 'Khan', email: 'amir@example.com' },
  });

  // The owner who typed no purchase: the listing's sale is the home's ("The home’s 2024 sale"), not
  // theirs: they cleared the prefilled purchase, and may have bought off the market since (review 59 L12).
  const { purchaseDate: _date, purchasePrice: _price, ...noPurchase } = owned.request;
  const soldToOwner = { ...owned, request: noPurchase };

  it('shows the owner "Your Valuation", the confirmation by the agent, the chart on Since Sold and Remove Valuation', async () => {
    mockApi(clientIdentity, { [`/homevalue/${owned.id}`]: owned, ...chartRoute(owned.id) });
    visit(`/home-valuation-summary/${owned.id}`);
    expect(await screen.findByText('Your Valuation', {}, slow)).toBeTruthy();
    expect(await screen.findByText('Valuation Confirmed')).toBeTruthy();
    // The date in one piece (its own unbreakable span) after the confirmer's name.
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'P' && element.textContent === 'Confirmed by Amir Khan on 2026-10-02',
      ),
    ).toBeTruthy();
    expect(screen.getByText('New roof noted.')).toBeTruthy();
    // Said once, in that card: the estimate's card no longer repeats the figure and date (QA 72a L2).
    expect(screen.queryByText('The valuation is now confirmed at:')).toBeNull();
    expect(screen.queryByTestId('confirmed-value')).toBeNull();
    const period = await screen.findByRole('radiogroup', { name: 'Period' });
    expect((within(period).getByRole('radio', { name: 'Since Sold' }) as HTMLInputElement).checked).toBe(true);
    const remove = screen.getByRole('button', { name: 'Remove Valuation' });
    // Read (and laid out on a phone) in this order: the value and its confirmation, its history,
    // then the settings and Remove (QA 54a: the chart came after the e-mails and Remove).
    const follows = (first: Element, second: Element) =>
      Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(screen.getByText('Valuation Confirmed'), period)).toBe(true);
    expect(follows(period, remove)).toBe(true);
  });

  it("writes the size the owner kept as the listing's range, not its floor alone", async () => {
    const ranged = valuation({
      id: 'val_rangedsize',
      request: { ...valuation().request, footageFrom: 1100, footageTo: 1500 },
    });
    const exact = valuation({ id: 'val_exactsize1', request: { ...valuation().request, footageFrom: 1250 } });
    mockApi(clientIdentity, {
      [`/homevalue/${ranged.id}`]: ranged,
      [`/homevalue/${exact.id}`]: exact,
      ...chartRoute(ranged.id),
      ...chartRoute(exact.id),
    });
    visit(`/home-valuation-summary/${ranged.id}`);
    expect(await screen.findByText(/· 1,100–1,500 sq ft$/, {}, slow)).toBeTruthy();
    visit(`/home-valuation-summary/${exact.id}`);
    expect(await screen.findByText(/· 1,250 sq ft$/, {}, slow)).toBeTruthy();
  });

  it("writes a house's listed size, which its form does not ask and the model valued, and none of another type's", async () => {
    const { request } = valuation();
    const lastListing = { ...listingWithDen(), brPlus: 0, footageFrom: 1500, footageTo: 2000 };
    const house = valuation({ id: 'val_listedsize', request, lastListing });
    const other = valuation({
      id: 'val_othertype1',
      request,
      lastListing: { ...lastListing, type: 'semiDetatched' },
    });
    mockApi(clientIdentity, {
      [`/homevalue/${house.id}`]: house,
      [`/homevalue/${other.id}`]: other,
      ...chartRoute(house.id),
      ...chartRoute(other.id),
    });
    visit(`/home-valuation-summary/${house.id}`);
    expect(await screen.findByText(/Detached · 3 bed · .* · 1,500–2,000 sq ft$/, {}, slow)).toBeTruthy();
    visit(`/home-valuation-summary/${other.id}`);
    expect(await screen.findByText(/Detached · 3 bed · 2 bath · \d parking$/, {}, slow)).toBeTruthy();
  });

  it("counts the listing's den beside the bedrooms the owner gave, as the value does, on the summary and the list", async () => {
    const lastListing = listingWithDen();
    const withDen = valuation({ id: 'val_withaden01', lastListing });
    // An owner who counts the den as a fourth bedroom: the home as listed, the den not counted
    // twice; a fifth is a room added, the den kept.
    const counted = valuation({
      id: 'val_denasroom1',
      displayAddress: '14 Elm Avenue, Toronto',
      request: { ...valuation().request, bedroom: 4 },
      lastListing,
    });
    const added = valuation({
      id: 'val_roomadded',
      displayAddress: '16 Elm Avenue, Toronto',
      request: { ...valuation().request, bedroom: 5 },
      lastListing,
    });
    mockApi(clientIdentity, {
      [`/homevalue/${withDen.id}`]: withDen,
      '/homevalue': { items: [withDen, counted, added] },
      ...chartRoute(withDen.id),
    });
    visit(`/home-valuation-summary/${withDen.id}`);
    expect(await screen.findByText(/Detached · 3\+1 bed · 2 bath/, {}, slow)).toBeTruthy();

    visit('/home-valuation/property-valuation');
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]!).getByText(/3\+1 bed/)).toBeTruthy();
    expect(within(cards[1]!).getByText(/3\+1 bed/)).toBeTruthy();
    expect(within(cards[2]!).getByText(/4\+1 bed/)).toBeTruthy();
  });

  it('puts the confirmed value right under the estimate, before what moved the value (review 72 L10: a phone first)', async () => {
    const explained: HomeValuation = {
      ...owned,
      explanation: {
        carriedSale: { date: '2024-02-15', price: 1_045_000, source: 'listing', carriedPrice: 1_012_300, weight: 0.42 },
      },
    };
    mockApi(clientIdentity, { [`/homevalue/${owned.id}`]: explained, ...chartRoute(owned.id) });
    visit(`/home-valuation-summary/${owned.id}`);

    const moved = await screen.findByRole('region', { name: 'What moved the value' }, slow);
    const confirmed = screen.getByRole('region', { name: 'Valuation Confirmed' });
    const estimate = screen.getByTestId('estimated-value');
    expect(Boolean(estimate.compareDocumentPosition(confirmed) & Node.DOCUMENT_POSITION_FOLLOWING)).toBe(true);
    expect(Boolean(confirmed.compareDocumentPosition(moved) & Node.DOCUMENT_POSITION_FOLLOWING)).toBe(true);
  });

  it("names a later sale on record the home's, not the owner's, beside the earlier purchase they typed (QA 33)", async () => {
    const laterSale: HomeValuation = {
      ...owned,
      explanation: {
        carriedSale: { date: '2024-02-15', price: 1_045_000, source: 'listing', carriedPrice: 1_012_300, weight: 0.42 },
      },
    };
    mockApi(clientIdentity, { [`/homevalue/${owned.id}`]: laterSale, ...chartRoute(owned.id) });
    visit(`/home-valuation-summary/${owned.id}`);

    const section = within(await screen.findByRole('region', { name: 'What moved the value' }, slow));
    expect(section.getByText('The home’s 2024 sale, carried to today: $1,012,300')).toBeTruthy();
  });

  it('tells the owner the purchase they typed gave way to a later sale on record, beside that sale (QA 35)', async () => {
    const soldSince: HomeValuation = {
      ...owned,
      lastListing: listingWithDen({ lastSale: { mls: 'E1', soldPrice: 1_045_000, soldDate: '2024-02-15' } }),
    };
    mockApi(clientIdentity, { [`/homevalue/${owned.id}`]: soldSince, ...chartRoute(owned.id) });
    visit(`/home-valuation-summary/${owned.id}`);

    const sale = within(await screen.findByRole('region', { name: 'Since it last sold' }, slow));
    expect(sale.getByText('$1,045,000')).toBeTruthy();
    expect(
      sale.getByText(
        'The home sold again after the purchase you entered ($800,000 on 2019-05-01), so the estimate starts from this later sale.',
      ),
    ).toBeTruthy();
  });

  it('leaves a purchase the estimate set aside off the chart’s scale, and says why (QA 35)', async () => {
    const typo: HomeValuation = {
      ...owned,
      request: { ...owned.request, purchaseDate: '2025-09-15', purchasePrice: 15_070_000 },
      explanation: {
        carriedSale: {
          date: '2025-09-15',
          price: 15_070_000,
          source: 'purchase',
          carriedPrice: 14_800_000,
          weight: 0,
          setAside: 'aboveComparables',
        },
      },
    };
    mockApi(clientIdentity, { [`/homevalue/${owned.id}`]: typo, ...chartRoute(owned.id) });
    visit(`/home-valuation-summary/${owned.id}`);

    expect(
      await screen.findByText(
        'Your purchase, $15,070,000 (2025-09-15), is far from what similar homes sell for: the estimate sets it aside, and the chart leaves it off its scale.',
        {},
        slow,
      ),
    ).toBeTruthy();
  });

  it('says nothing of a purchase given way when the purchase is the home’s last sale', async () => {
    const boughtAtSale: HomeValuation = {
      ...owned,
      request: { ...owned.request, purchaseDate: '2024-04-01', purchasePrice: 1_040_000 },
      lastListing: listingWithDen({ lastSale: { mls: 'E1', soldPrice: 1_045_000, soldDate: '2024-02-15' } }),
    };
    mockApi(clientIdentity, { [`/homevalue/${owned.id}`]: boughtAtSale, ...chartRoute(owned.id) });
    visit(`/home-valuation-summary/${owned.id}`);

    expect(await screen.findByRole('region', { name: 'Since you bought' }, slow)).toBeTruthy();
    expect(screen.queryByText(/sold again after the purchase/)).toBeNull();
  });

  it("tells a condo unit's owner that its roof, the corporation's, adds nothing to the unit (QA 35)", async () => {
    const unit: HomeValuation = {
      ...owned,
      request: { ...owned.request, type: 'condo', unit: '709' },
      explanation: {
        improvements: {
          items: [
            {
              randomId: 'imp-r',
              area: 'Roof',
              cost: 15_000,
              completionDate: '2025-06-01',
              added: 0,
              beforeLastSale: false,
              commonElement: true,
            },
          ],
          added: 0,
          capped: false,
        },
      },
    };
    mockApi(clientIdentity, { [`/homevalue/${owned.id}`]: unit, ...chartRoute(owned.id) });
    visit(`/home-valuation-summary/${owned.id}`);

    const section = within(await screen.findByRole('region', { name: 'What moved the value' }, slow));
    expect(
      section.getByText(
        'Roof ($15,000, 2025-06-01): a condo’s roof is the corporation’s, so it adds nothing to the unit',
      ),
    ).toBeTruthy();
  });

  it('gives what the sale is weighed against, and the two together before the improvements (QA 33)', async () => {
    // 0.42 of the carried $1,012,300 and 0.58 of $1,000,000 (of logs): $1,005,148; and $40,000 of work.
    const weighed: HomeValuation = {
      ...soldToOwner,
      instanceValue: 1_045_148,
      explanation: {
        carriedSale: {
          date: '2024-02-15',
          price: 1_045_000,
          source: 'listing',
          carriedPrice: 1_012_300 + 40_000,
          weight: 0.42,
          blendValue: 1_000_000,
        },
        improvements: {
          items: [
            {
              randomId: 'imp-1',
              area: 'Kitchen',
              cost: 60_000,
              completionDate: '2025-03-15',
              added: 40_000,
              beforeLastSale: false,
            },
          ],
          added: 40_000,
          capped: false,
        },
      },
    };
    mockApi(clientIdentity, { [`/homevalue/${owned.id}`]: weighed, ...chartRoute(owned.id) });
    visit(`/home-valuation-summary/${owned.id}`);

    const section = within(await screen.findByRole('region', { name: 'What moved the value' }, slow));
    expect(
      section.getByText(
        'The estimate leans about 42% on this price and 58% on recent sales of similar homes nearby and our model ($1,000,000): $1,005,148 before improvements.',
      ),
    ).toBeTruthy();
    expect(section.getByText('Improvements: +$40,000')).toBeTruthy();
  });

  /**
   * The "What moved the value" section of the owner's valuation of `value` with no improvements,
   * whose estimate weighs a carried sale against the rest (`blendValue`).
   */
  async function weighedSection(value: number, sale: { price: number; carried: number; weight: number; rest: number }) {
    const weighed: HomeValuation = {
      ...soldToOwner,
      request: { ...soldToOwner.request, homeImprovements: [] },
      instanceValue: value,
      explanation: {
        carriedSale: {
          date: '2024-02-15',
          price: sale.price,
          source: 'listing',
          carriedPrice: sale.carried,
          weight: sale.weight,
          blendValue: sale.rest,
        },
      },
    };
    mockApi(clientIdentity, { [`/homevalue/${owned.id}`]: weighed, ...chartRoute(owned.id) });
    visit(`/home-valuation-summary/${owned.id}`);
    return within(await screen.findByRole('region', { name: 'What moved the value' }, slow));
  }

  it('gives the two together where there is no improvement (review 33b)', async () => {
    const section = await weighedSection(1_005_148, {
      price: 1_045_000,
      carried: 1_012_300,
      weight: 0.42,
      rest: 1_000_000,
    });
    expect(
      section.getByText(
        'The estimate leans about 42% on this price and 58% on recent sales of similar homes nearby and our model ($1,000,000): together $1,005,148.',
      ),
    ).toBeTruthy();
  });

  it('says "about" where whole percents do not make the value to the dollar, and only there (QA 69a L5)', async () => {
    // 42% of $12,300 above the rest is $5,166, not the $5,148 the value holds.
    const near = await weighedSection(1_005_148, {
      price: 1_045_000,
      carried: 1_012_300,
      weight: 0.42,
      rest: 1_000_000,
    });
    expect(near.getByText(/^The estimate leans about 42% on this price/)).toBeTruthy();
    cleanup();
    const exact = await weighedSection(1_050_000, {
      price: 1_045_000,
      carried: 1_100_000,
      weight: 0.49,
      rest: 1_000_000,
    });
    expect(exact.getByText(/^The estimate leans 50% on this price and 50% on recent sales/)).toBeTruthy();
  });

  it('gives shares that add up in dollars, not the weight of logs the estimate blends with (QA 38 L1)', async () => {
    // 0.8368 of the logs of $967,836 and $837,561 is $945,275; "84%" of the dollars would be
    // $946,992. The share that makes the value in dollars is 82.7%.
    const section = await weighedSection(945_275, { price: 905_000, carried: 967_836, weight: 0.8368, rest: 837_561 });
    expect(
      section.getByText(
        'The estimate leans about 83% on this price and 17% on recent sales of similar homes nearby and our model ($837,561): together $945,275.',
      ),
    ).toBeTruthy();
  });

  it('never says it leans 0% on a sale it does lean on (review 38)', async () => {
    const section = await weighedSection(1_001_313, {
      price: 1_250_000,
      carried: 1_300_000,
      weight: 0.005,
      rest: 1_000_000,
    });
    expect(section.getByText(/^The estimate leans about 1% on this price and 99% on recent sales/)).toBeTruthy();
  });

  it('never says it leans 0% on the rest while the rest counts, a fresh sale weighed near 1 (review 71)', async () => {
    const section = await weighedSection(671_900, { price: 669_500, carried: 672_039, weight: 0.996, rest: 771_895 });
    expect(section.getByText(/^The estimate leans about 99% on this price and 1% on recent sales/)).toBeTruthy();
  });

  it("explains what the home's own sale and each improvement did to the value (issue 25)", async () => {
    const explained: HomeValuation = {
      ...soldToOwner,
      explanation: {
        // The carried price as stored holds the improvements since (1,012,300 + 291,300).
        carriedSale: { date: '2024-02-15', price: 1_045_000, source: 'listing', carriedPrice: 1_303_600, weight: 0.42 },
        improvements: {
          items: [
            {
              randomId: 'imp-1',
              area: 'Kitchen',
              cost: 45_000,
              completionDate: '2025-03-15',
              added: 28_900,
              beforeLastSale: false,
            },
            {
              randomId: 'imp-2',
              area: 'Roof',
              cost: 900_000,
              completionDate: '2025-06-01',
              added: 250_000,
              beforeLastSale: false,
              capped: true,
            },
            {
              randomId: 'imp-3',
              area: 'Deck',
              cost: 9_000,
              completionDate: '2023-06-01',
              added: 0,
              beforeLastSale: true,
            },
            {
              randomId: 'imp-4',
              area: 'New ensuite',
              cost: 40_000,
              completionDate: '2025-08-01',
              added: 0,
              beforeLastSale: false,
              // As a valuation stored before December 2026 gives it: one fact, a string.
              inFacts: 'bathrooms',
              factWorth: 41_249,
            },
            {
              randomId: 'imp-5',
              area: 'Rear addition',
              cost: 150_000,
              completionDate: '2025-09-01',
              added: 12_400,
              beforeLastSale: false,
              inFacts: ['size', 'bedrooms'],
              factWorth: 55_000,
            },
            {
              randomId: 'imp-6',
              area: 'Finished basement with a bedroom',
              cost: 90_000,
              completionDate: '2025-10-01',
              added: 44_300,
              beforeLastSale: false,
              inFacts: ['bedrooms'],
              factWorth: 8_497,
            },
          ],
          added: 291_300,
          capped: true,
        },
      },
    };
    mockApi(clientIdentity, { [`/homevalue/${owned.id}`]: explained, ...chartRoute(owned.id) });
    visit(`/home-valuation-summary/${owned.id}`);

    const section = within(await screen.findByRole('region', { name: 'What moved the value' }, slow));
    // The sale alone, as its label says: the improvements are listed under it.
    expect(section.getByText('The home’s 2024 sale, carried to today: $1,012,300')).toBeTruthy();
    expect(section.getByText('$1,045,000 on 2024-02-15; the area’s prices have fallen 3.1% since.')).toBeTruthy();
    expect(
      section.getByText(
        'The estimate leans 42% on this price and 58% on recent sales of similar homes nearby and our model.',
      ),
    ).toBeTruthy();
    expect(section.getByText('Kitchen ($45,000, 2025-03-15): +$28,900')).toBeTruthy();
    expect(section.getByText('Roof ($900,000, 2025-06-01): +$250,000, capped')).toBeTruthy();
    expect(section.getByText('Deck ($9,000, 2023-06-01): already in the last sale’s price')).toBeTruthy();
    // Work the owner also gives as facts counts once, at the larger of the two: all of it in the
    // facts' worth, or what its share adds beyond it.
    expect(
      section.getByText('New ensuite ($40,000, 2025-08-01): counted in the added bathroom (+$41,249), not added again'),
    ).toBeTruthy();
    expect(
      section.getByText(
        'Rear addition ($150,000, 2025-09-01): +$12,400 beyond its part of the larger size and the larger bedroom count (+$55,000)',
      ),
    ).toBeTruthy();
    // A bedroom count two jobs share: each names its part (QA 28: one bedroom read as in both).
    expect(
      section.getByText(
        'Finished basement with a bedroom ($90,000, 2025-10-01): +$44,300 beyond its part of the larger bedroom count (+$8,497)',
      ),
    ).toBeTruthy();
    expect(section.getByText(/this total was capped/)).toBeTruthy();
  });

  it('names the bathrooms a job is set against: two for one that added two, never a part of another job’s', async () => {
    const job = (randomId: string, area: string, cost: number, added: number, factWorth: number) => ({
      randomId,
      area,
      cost,
      completionDate: '2025-08-01',
      added,
      beforeLastSale: false,
      inFacts: ['bathrooms' as const],
      factWorth,
    });
    const explained: HomeValuation = {
      ...owned,
      explanation: {
        improvements: {
          items: [
            { ...job('imp-1', 'Renovated and added two bathrooms', 90_000, 4_200, 58_000), bathroomsHeld: 2 },
            job('imp-2', 'New powder room', 15_000, 0, 21_000),
          ],
          added: 4_200,
          capped: false,
        },
      },
    };
    mockApi(clientIdentity, { [`/homevalue/${owned.id}`]: explained, ...chartRoute(owned.id) });
    visit(`/home-valuation-summary/${owned.id}`);

    const section = within(await screen.findByRole('region', { name: 'What moved the value' }, slow));
    expect(
      section.getByText(
        'Renovated and added two bathrooms ($90,000, 2025-08-01): +$4,200 beyond the 2 added bathrooms (+$58,000)',
      ),
    ).toBeTruthy();
    // Each bathroom is its own job's: no "its part of".
    expect(
      section.getByText(
        'New powder room ($15,000, 2025-08-01): counted in the added bathroom (+$21,000), not added again',
      ),
    ).toBeTruthy();
  });

  /** The owner's valuation resting on its 2024 sale of $1,045,000, carried to `carriedPrice`, facts changed since. */
  const withFactsChanged = (
    carriedPrice: number,
    factsChanged: NonNullable<NonNullable<HomeValuation['explanation']>['carriedSale']>['factsChanged'],
  ): HomeValuation => ({
    ...soldToOwner,
    explanation: {
      carriedSale: { date: '2024-02-15', price: 1_045_000, source: 'listing', carriedPrice, weight: 0.8, factsChanged },
    },
  });

  it('says what the facts changed since the sale add to it, apart from what the market did', async () => {
    // 1,012,300 by the market, and 38,500 for a bathroom and a parking space added since.
    const changed = withFactsChanged(1_050_800, { added: 38_500, facts: ['bathrooms', 'parking'] });
    mockApi(clientIdentity, { [`/homevalue/${owned.id}`]: changed, ...chartRoute(owned.id) });
    visit(`/home-valuation-summary/${owned.id}`);

    const section = within(await screen.findByRole('region', { name: 'What moved the value' }, slow));
    expect(section.getByText('The home’s 2024 sale, carried to today: $1,050,800')).toBeTruthy();
    expect(
      section.getByText(
        '$1,045,000 on 2024-02-15; the area’s prices have fallen 3.1% since; +$38,500 for what differs from the home’s listing (bathrooms, parking).',
      ),
    ).toBeTruthy();
  });

  it('sets a typed purchase against the home as bought, which may hold work done since its listing', async () => {
    // Bought long after the listing, with an addition between them: the sale is adjusted for what
    // differs from the home bought, not from the listing (session 31).
    const purchase = withFactsChanged(1_050_800, { added: 38_500, facts: ['size'] });
    purchase.explanation!.carriedSale!.source = 'purchase';
    mockApi(clientIdentity, { [`/homevalue/${owned.id}`]: purchase, ...chartRoute(owned.id) });
    visit(`/home-valuation-summary/${owned.id}`);

    const section = within(await screen.findByRole('region', { name: 'What moved the value' }, slow));
    expect(section.getByText('Your 2024 purchase, carried to today: $1,050,800')).toBeTruthy();
    expect(
      section.getByText(
        '$1,045,000 on 2024-02-15; the area’s prices have fallen 3.1% since; +$38,500 for what differs from the home as bought (interior size).',
      ),
    ).toBeTruthy();
  });

  it('says a change of the facts worth under $1,000 is that little, rather than print "+$59"', async () => {
    const little = withFactsChanged(1_012_359, { added: 59, facts: ['parking'] });
    mockApi(clientIdentity, { [`/homevalue/${owned.id}`]: little, ...chartRoute(owned.id) });
    visit(`/home-valuation-summary/${owned.id}`);

    const section = await screen.findByRole('region', { name: 'What moved the value' }, slow);
    expect(section.textContent).toContain(
      'what differs from the home’s listing (parking) moves it by less than $1,000.',
    );
    expect(section.textContent).not.toContain('$59');
  });

  it.each([
    [
      'aboveComparables',
      'It is well above what similar homes nearby have sold for lately, so the estimate rests on their sales and our model instead.',
    ],
    [
      'belowComparables',
      'It is well below what similar homes nearby have sold for lately, so the estimate rests on their sales and our model instead.',
    ],
    ['notLearned', 'Too few homes have sold twice lately to tell how much a past sale says about today’s price'],
    ['age', 'A sale this long ago says little about today’s price'],
  ] as const)(
    'says in plain words why a sale that counts for nothing (%s) is set aside, never "0%"',
    async (setAside, words) => {
      const setAsideSale: HomeValuation = {
        ...soldToOwner,
        explanation: {
          carriedSale: {
            date: '2024-02-15',
            price: 1_045_000,
            source: 'listing',
            carriedPrice: 1_012_300,
            weight: 0.0012,
            setAside,
          },
        },
      };
      mockApi(clientIdentity, { [`/homevalue/${owned.id}`]: setAsideSale, ...chartRoute(owned.id) });
      visit(`/home-valuation-summary/${owned.id}`);

      const section = await screen.findByRole('region', { name: 'What moved the value' }, slow);
      expect(within(section).getByText('The home’s 2024 sale, carried to today: $1,012,300')).toBeTruthy();
      expect(section.textContent).toContain(words);
      expect(section.textContent).not.toMatch(/(?<![\d.])0(\.0+)?%/); // a bare 0%, not the end of 5.0% or 10%
    },
  );

  it('says which renovations raise the value: any, on a home with no purchase or sale on record (QA 63a L13)', async () => {
    const unknownSale = valuation();
    mockApi(clientIdentity, { [`/homevalue/${unknownSale.id}`]: unknownSale, ...chartRoute(unknownSale.id) });
    visit(`/home-valuation-summary/${unknownSale.id}`);
    expect(
      await screen.findByText('No improvement yet. Renovations raise the value: add them here.', {}, slow),
    ).toBeTruthy();
  });

  it('asks the owner to check a typed purchase price set aside as far from similar sales (review 34: a typo)', async () => {
    const typo: HomeValuation = {
      ...owned,
      request: { ...owned.request, purchaseDate: '2024-02-15', purchasePrice: 10_450_000 },
      explanation: {
        carriedSale: {
          date: '2024-02-15',
          price: 10_450_000,
          source: 'purchase',
          carriedPrice: 10_123_000,
          weight: 0,
          setAside: 'aboveComparables',
        },
      },
    };
    mockApi(clientIdentity, { [`/homevalue/${owned.id}`]: typo, ...chartRoute(owned.id) });
    visit(`/home-valuation-summary/${owned.id}`);

    const section = await screen.findByRole('region', { name: 'What moved the value' }, slow);
    expect(section.textContent).toContain(
      'It is well above what similar homes nearby have sold for lately, so the estimate rests on their sales and our model instead. If the price you entered is mistyped, correct it under Edit details.',
    );
    // Nor is its difference to today's estimate shown as a loss in red (QA 63a L3).
    const purchase = within(await screen.findByRole('region', { name: 'Since you bought' }));
    expect(purchase.getByTestId('purchase-set-aside').textContent).toBe(
      'The estimate sets this price aside as far from what similar homes nearby have sold for: see What moved the value.',
    );
  });

  it("says why a purchase older than the area's price index adds nothing, rather than nothing at all", async () => {
    const oldPurchase: HomeValuation = {
      ...owned,
      explanation: { saleBeforeIndex: { date: '2019-04-02', source: 'purchase', indexFrom: '2021-11' } },
    };
    mockApi(clientIdentity, { [`/homevalue/${owned.id}`]: oldPurchase, ...chartRoute(owned.id) });
    visit(`/home-valuation-summary/${owned.id}`);

    const section = await screen.findByRole('region', { name: 'What moved the value' }, slow);
    expect(within(section).getByText('Your 2019 purchase')).toBeTruthy();
    expect(within(section).getByTestId('sale-before-index').textContent).toBe(
      'It is older than our price index for the area, which starts in November 2021, so it cannot be carried to today: the estimate rests on recent sales of similar homes nearby and our model.',
    );
  });

  it('says what the facts that differ from the listing add, with no sale to carry (QA 75a L1)', async () => {
    const described: HomeValuation = {
      ...owned,
      explanation: { factsVsListing: { added: 30_952, facts: ['bedrooms', 'bathrooms'] } },
    };
    mockApi(clientIdentity, { [`/homevalue/${owned.id}`]: described, ...chartRoute(owned.id) });
    visit(`/home-valuation-summary/${owned.id}`);

    const section = await screen.findByRole('region', { name: 'What moved the value' }, slow);
    expect(within(section).getByText('The home as described, not as listed')).toBeTruthy();
    expect(within(section).getByTestId('facts-vs-listing').textContent).toBe(
      '+$30,952 for what differs from the home’s listing (bedrooms, bathrooms).',
    );
  });

  it('calls the purchase an owner typed their purchase, not a sale, and the work before it in its price (QA 26)', async () => {
    const deck = { randomId: 'd', area: 'Deck', cost: 9_000, completionDate: '2026-06-01' };
    const typed: HomeValuation = {
      ...owned,
      request: { ...owned.request, homeImprovements: [deck] },
      explanation: {
        carriedSale: { date: '2026-10-15', price: 719_000, source: 'purchase', carriedPrice: 739_459, weight: 0.9 },
        improvements: { items: [{ ...deck, added: 0, beforeLastSale: true }], added: 0, capped: false },
      },
    };
    mockApi(clientIdentity, { [`/homevalue/${owned.id}`]: typed, ...chartRoute(owned.id) });
    visit(`/home-valuation-summary/${owned.id}`);

    expect(await screen.findByText('Your 2026 purchase, carried to today: $739,459', {}, slow)).toBeTruthy();
    expect(screen.queryByText(/Your 2026 sale/)).toBeNull();
    expect(screen.getByText('Deck ($9,000, 2026-06-01): already in the purchase price')).toBeTruthy();
  });

  it('tells the agent the owner and that the confirmer is "you", without Remove Valuation', async () => {
    const forAgent = { ...owned, userId: 'u-client', user: { firstName: 'Olivia', lastName: 'Chen' } };
    mockApi(agentIdentity, { [`/homevalue/${owned.id}`]: forAgent, ...chartRoute(owned.id) });
    visit(`/home-valuation-summary/${owned.id}`);
    expect(await screen.findByText("Olivia Chen's Valuation", {}, slow)).toBeTruthy();
    expect(await screen.findByText(/Confirmed by you on/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Valuation' })).toBeNull();
  });

  it("speaks to the agent of the owner's purchase, sale and e-mails as the owner's, and goes back to Contact Valuations", async () => {
    const forAgent: HomeValuation = {
      ...owned,
      request: { ...owned.request, homeImprovements: [] },
      userId: 'u-client',
      user: { firstName: 'Olivia', lastName: 'Chen' },
      receiveUpdates: 'yearly',
      explanation: {
        carriedSale: { date: '2019-05-01', price: 800_000, source: 'purchase', carriedPrice: 1_010_000, weight: 0.4 },
      },
    };
    mockApi(agentIdentity, { [`/homevalue/${owned.id}`]: forAgent, ...chartRoute(owned.id) });
    visit(`/home-valuation-summary/${owned.id}`);

    expect(await screen.findByRole('heading', { name: 'Since Olivia bought' }, slow)).toBeTruthy();
    expect(screen.queryByText('Since you bought')).toBeNull();
    // Her purchase, as a purchase: "Olivia's 2019 sale" read as if she had sold it.
    expect(screen.getByText("Olivia's 2019 purchase, carried to today: $1,010,000")).toBeTruthy();
    expect(await screen.findByText(/^No improvement yet\. Renovations since Olivia bought/)).toBeTruthy();
    // Only the owner chooses their e-mails (the API refuses anyone else): the agent reads them.
    expect(screen.getByText('Olivia gets them every year. Only the owner can change this.')).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Update notifications' })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Frequency' })).toBeNull();
    expect(screen.getByRole('link', { name: '← Back to Contact Valuations' }).getAttribute('href')).toBe(
      '/dashboard/valuations',
    );
  });

  it("says on the confirmed value when the home's details changed after it was confirmed", async () => {
    const changed = { ...owned, detailsChangedAt: '2026-10-20T14:00:00Z' };
    mockApi(clientIdentity, { [`/homevalue/${owned.id}`]: changed, ...chartRoute(owned.id) });
    visit(`/home-valuation-summary/${owned.id}`);

    const note = await screen.findByText(/The home's details changed on/, {}, slow);
    expect(note.textContent).toBe("The home's details changed on 2026-10-20, after this confirmation.");
    // The date is never broken at its hyphens (larger text on a phone).
    expect(within(note).getByText('2026-10-20').style.whiteSpace).toBe('nowrap');
  });

  it('says what the range means beside it, with the accuracy page, and the change since the purchase in percent', async () => {
    mockApi(clientIdentity, { [`/homevalue/${owned.id}`]: owned, ...chartRoute(owned.id) });
    visit(`/home-valuation-summary/${owned.id}`);

    expect(
      await screen.findByText(/^The range is where we expect the price to fall 8 times in 10\./, {}, slow),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How accurate are the estimates?' }).getAttribute('href')).toBe(
      '/home-valuation/accuracy',
    );
    // The badge stood on the model's figure, which is not what the agent confirmed.
    expect(screen.queryByText('Agent confirmed')).toBeNull();
    const purchase = within(await screen.findByRole('region', { name: 'Since you bought' }));
    const change = owned.instanceValue - 800_000;
    expect(purchase.getByText(`+${((change / 800_000) * 100).toFixed(1)}%`).parentElement?.textContent).toBe(
      `+${((change / 800_000) * 100).toFixed(1)}% of the purchase price`,
    );
    expect(screen.getByRole('link', { name: '← Back to your valuations' })).toBeTruthy();
  });

  it('saves the update frequency at once, and none when the switch goes off', async () => {
    const calls = mockApi(clientIdentity, {
      [`/homevalue/${owned.id}`]: owned,
      ...chartRoute(owned.id),
      [`PUT /homevalue/${owned.id}/receiveUpdates`]: (request: { body?: unknown }) => ({
        ...owned,
        receiveUpdates: (request.body as { receiveUpdates: string }).receiveUpdates,
      }),
    });
    visit(`/home-valuation-summary/${owned.id}`);
    const frequency = await screen.findByRole('radiogroup', { name: 'Frequency' }, slow);
    fireEvent.click(within(frequency).getByRole('radio', { name: 'Weekly' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { receiveUpdates: 'weekly' } }));
    fireEvent.click(screen.getByRole('switch', { name: 'Update notifications' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { receiveUpdates: 'none' } }));
  });

  it('says the update e-mails come at the chosen frequency, whether or not the value moved (QA 63a L4)', async () => {
    mockApi(clientIdentity, { [`/homevalue/${owned.id}`]: owned, ...chartRoute(owned.id) });
    visit(`/home-valuation-summary/${owned.id}`);
    const updates = await screen.findByRole('region', { name: 'Value updates by e-mail' }, slow);
    // The job mails once a period, moved or not (functions/home-value/update-periods.ts).
    expect(updates.textContent).toContain(
      'We re-estimate your home every day, and e-mail you its value at the frequency you choose, whether or not it has moved.',
    );
    expect(updates.textContent).not.toContain('write when its value moves');
  });

  it('keeps the chosen frequency when the e-mails go off and on again, also after a reload (QA 63a L15)', async () => {
    let stored: HomeValuation = owned;
    const answers = {
      [`/homevalue/${owned.id}`]: () => stored,
      ...chartRoute(owned.id),
      [`PUT /homevalue/${owned.id}/receiveUpdates`]: (request: { body?: unknown }) => {
        stored = {
          ...stored,
          receiveUpdates: (request.body as { receiveUpdates: HomeValuation['receiveUpdates'] }).receiveUpdates,
        };
        return stored;
      },
    };
    const calls = mockApi(clientIdentity, answers);
    const lastPut = () => calls.filter((call) => call.method === 'PUT').at(-1)?.body;
    const updatesSwitch = () => screen.getByRole('switch', { name: 'Update notifications' });
    visit(`/home-valuation-summary/${owned.id}`);
    const frequency = await screen.findByRole('radiogroup', { name: 'Frequency' }, slow);
    fireEvent.click(within(frequency).getByRole('radio', { name: 'Weekly' }));
    await waitFor(() => expect(lastPut()).toEqual({ receiveUpdates: 'weekly' }));

    fireEvent.click(updatesSwitch());
    await waitFor(() => expect(lastPut()).toEqual({ receiveUpdates: 'none' }));
    await waitFor(() => expect(screen.queryByRole('radiogroup', { name: 'Frequency' })).toBeNull());
    fireEvent.click(updatesSwitch());
    await waitFor(() => expect(lastPut()).toEqual({ receiveUpdates: 'weekly' }));

    // Off again, and the page read afresh: the stored `none` alone no longer says which it was.
    fireEvent.click(updatesSwitch());
    await waitFor(() => expect(lastPut()).toEqual({ receiveUpdates: 'none' }));
    cleanup();
    visit(`/home-valuation-summary/${owned.id}`);
    await screen.findByRole('region', { name: 'Value updates by e-mail' }, slow);
    await waitFor(() => expect((updatesSwitch() as HTMLInputElement).checked).toBe(false));
    fireEvent.click(updatesSwitch());
    await waitFor(() => expect(lastPut()).toEqual({ receiveUpdates: 'weekly' }));
  });

  it("puts the focus on the next improvement's Remove once one is removed from the keyboard, else on the list's heading (QA 63a L10)", async () => {
    const roof = { randomId: 'imp-2', area: 'Roof', cost: 18_000, completionDate: '2022-09-15' };
    const kitchen = owned.request.homeImprovements![0]!;
    let stored: HomeValuation = { ...owned, request: { ...owned.request, homeImprovements: [kitchen, roof] } };
    mockApi(clientIdentity, {
      [`/homevalue/${owned.id}`]: () => stored,
      ...chartRoute(owned.id),
      [`PUT /homevalue/${owned.id}`]: (request: { body?: unknown }) => {
        const { homeImprovements } = request.body as { homeImprovements: HomeValuation['request']['homeImprovements'] };
        stored = { ...stored, request: { ...stored.request, homeImprovements } };
        return stored;
      },
    });
    visit(`/home-valuation-summary/${owned.id}`);
    const remove = async (area: string) => {
      const button = await screen.findByRole('button', { name: `Remove ${area}` }, slow);
      button.focus();
      fireEvent.click(button);
      const dialog = within(await screen.findByRole('dialog'));
      const confirm = dialog.getByRole('button', { name: 'Remove' });
      confirm.focus();
      fireEvent.click(confirm);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(button.isConnected).toBe(false));
    };

    await remove('Kitchen');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Roof' })));

    await remove('Roof');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Home improvements' })),
    );
  });

  it.each([
    ['its save', owned, homeValueMessages.updated],
    [
      'the reason it refused the save (409)',
      new ApiError(409, { message: homeValueMessages.detailsChangedElsewhere }),
      homeValueMessages.detailsChangedElsewhere,
    ],
    ['a failed save', new ApiError(500, { message: 'Internal error' }), homeValueMessages.updateFailed],
  ])('says in a toast what Edit details did: %s', async (_name, answer, text) => {
    mockApi(clientIdentity, {
      [`/homevalue/${owned.id}`]: owned,
      ...chartRoute(owned.id),
      [`PUT /homevalue/${owned.id}`]: answer,
    });
    visit(`/home-valuation-summary/${owned.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit details' }, slow));
    fireEvent.click(await screen.findByRole('button', { name: 'Update your valuation' }, slow));
    expect(await screen.findByText(text, {}, slow)).toBeTruthy();
  });

  it('removes an improvement only after its confirmation', async () => {
    const calls = mockApi(clientIdentity, {
      [`/homevalue/${owned.id}`]: owned,
      ...chartRoute(owned.id),
      [`PUT /homevalue/${owned.id}`]: { ...owned, request: { ...owned.request, homeImprovements: undefined } },
    });
    visit(`/home-valuation-summary/${owned.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Kitchen' }, slow));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Are you sure you want to permanently remove this improvement?')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ homeImprovements: [] }),
    );
  });

  it('opens the read-only shared view with ?share=, with no purchase facts, notes, owner or actions', async () => {
    const shared = sharedValuation();
    const token = 'shareTokenAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    mockApi(null, { [`/homevalue/shared/${token}`]: shared });
    visit(`/home-valuation-summary/${owned.id}?share=${token}`);
    expect(await screen.findByRole('heading', { name: '12 Elm Avenue, Toronto' }, slow)).toBeTruthy();
    expect(screen.getByTestId('estimated-value').textContent).toBe('$1,250,000');
    // What the estimate rests on: never the home's own sale (the server values it without).
    expect(screen.getByTestId('shared-basis').textContent).toBe(
      "Estimated from the home's facts, any improvements its owner lists, and recent sales of other homes nearby.",
    );
    expect(screen.queryByText('Since you bought')).toBeNull();
    expect(screen.queryByText('Home improvements')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Valuation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit details' })).toBeNull();
    expect(screen.getByText(/Detached · 3 bed · 2 bath/)).toBeTruthy();
    // The link's line is monthly: no week or month to pick, which would hold a point or two.
    expect(screen.getByRole('radio', { name: '1Y' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: '1W' })).toBeNull();
    expect(screen.queryByRole('radio', { name: '1M' })).toBeNull();
  });

  it("says a link's valuation is confirmed without the figure, when the server leaves it out (it rests on the sale)", async () => {
    const token = 'shareTokenBBBBBBBBBBBBBBBBBBBBBBBBBBBBB';
    mockApi(null, {
      [`/homevalue/shared/${token}`]: sharedValuation({ confirmed: true, confirmedAt: '2026-11-20T15:00:00.000Z' }),
    });
    visit(`/home-valuation-summary/${owned.id}?share=${token}`);

    expect(
      await screen.findByText(
        'A value has been confirmed for the owner; this link does not show it. The estimate above is not that value.',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('confirmed-value')).toBeNull();
    expect(screen.queryByText('N/A')).toBeNull();
  });

  it("says '3+1 bed' and the size valued on the shared view", async () => {
    const token = 'shareTokenBBBBBBBBBBBBBBBBBBBBBBBBBBBBB';
    mockApi(null, {
      [`/homevalue/shared/${token}`]: sharedValuation({ dens: 1, footageFrom: 1500, footageTo: 2000 }),
    });
    visit(`/home-valuation-summary/${owned.id}?share=${token}`);
    expect(
      await screen.findByText(/Detached · 3\+1 bed · 2 bath · 1 parking · 1,500–2,000 sq ft/, {}, slow),
    ).toBeTruthy();
  });

  it('says an open listed range as the board writes it on the shared view, and an exact size as one', async () => {
    const large = { bedroom: 5, bathroom: 4, parking: 2 };
    const open = 'shareTokenCCCCCCCCCCCCCCCCCCCCCCCCCCCCC';
    const exact = 'shareTokenDDDDDDDDDDDDDDDDDDDDDDDDDDDDD';
    mockApi(null, {
      [`/homevalue/shared/${open}`]: sharedValuation({ ...large, footageFrom: 5000 }),
      [`/homevalue/shared/${exact}`]: sharedValuation({ ...large, footageFrom: 4200, footageTo: 4200 }),
    });
    visit(`/home-valuation-summary/${owned.id}?share=${open}`);
    expect(await screen.findByText(/5 bed · 4 bath · 2 parking · 5,000\+ sq ft/, {}, slow)).toBeTruthy();
    cleanup();
    visit(`/home-valuation-summary/${owned.id}?share=${exact}`);
    expect(await screen.findByText(/2 parking · 4,200 sq ft/, {}, slow)).toBeTruthy();
  });
});

describe('the dashboard valuations page (document 3 §2.9, §2.11)', { timeout: 30_000 }, () => {
  it("titles the agent's page Contact Valuations, with + Create New Valuation and the empty requests text", async () => {
    mockApi(agentIdentity, { '/homevalue/agent': { items: [] } });
    visit('/dashboard/valuations');
    expect(await screen.findByRole('heading', { name: 'Contact Valuations' }, slow)).toBeTruthy();
    expect(screen.getByRole('link', { name: '+ Create New Valuation' })).toBeTruthy();
    expect(await screen.findByText('No Home Valuation Confirmation Request Yet.')).toBeTruthy();
  });

  it("tells a signed-in reader of a valuation link it cannot open that the e-mail may be another account's (QA 64 L5)", async () => {
    mockApi(clientIdentity, {
      '/homevalue/val_0000000404': new ApiError(404, { message: 'There is no valuation with this id.' }),
    });
    visit('/home-valuation-summary/val_0000000404');
    expect(await screen.findByRole('heading', { name: 'Not Found' }, slow)).toBeTruthy();
    expect(
      screen.getByText(
        'There is no valuation with this id. If a link in an e-mail brought you here, it may be for another account: sign out, then sign in with the address the e-mail was sent to.',
      ),
    ).toBeTruthy();
  });

  it('offers the way back to the dashboard, not the home page, on a confirmation page whose valuation is not there (QA 63a L9d)', async () => {
    mockApi(agentIdentity, {
      '/homevalue/val_0000000404': new ApiError(404, { message: 'There is no valuation with this id.' }),
      '/homevalue/agent': { items: [] },
    });
    visit('/dashboard/valuations/confirmation/val_0000000404');
    expect(await screen.findByRole('heading', { name: 'Not Found' }, slow)).toBeTruthy();
    expect(screen.getByText('There is no valuation with this id.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('link', { name: 'Go to the home page' })).toBeNull();
  });

  it('sends review={id} to the confirmation page, which confirms and goes back to the list', async () => {
    const requested = valuation({
      user: { firstName: 'Olivia', lastName: 'Chen' },
      userId: 'u-client',
      request: { ...valuation().request, footageFrom: 1500, footageTo: 2000 },
      factsStamp: '0123456789abcdef',
    });
    const calls = mockApi(agentIdentity, {
      [`/homevalue/${requested.id}`]: requested,
      [`PUT /homevalue/${requested.id}/confirm`]: { ...requested, confirmed: true, confirmedValue: 1_280_000 },
      '/homevalue/agent': { items: [] },
    });
    const router = visit(`/dashboard/valuations?review=${requested.id}`);
    expect(await screen.findByRole('heading', { name: 'Confirm the valuation' }, slow)).toBeTruthy();
    // The agent confirms a value for the home as it was valued, its parking and size too.
    expect(
      screen.getByText('12 Elm Avenue, Toronto · Detached · 3 bed · 2 bath · 1 parking · 1,500–2,000 sq ft'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/dashboard/valuations/confirmation/${requested.id}`);

    fireEvent.change(screen.getByRole('textbox', { name: /Confirmed value/ }), { target: { value: '1280000' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Notes for the owner/ }), { target: { value: 'Seen it.' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Private notes/ }), { target: { value: 'Motivated.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Valuation' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/valuations'));
    // With what the page opened on: the server refuses it if the owner changed the home since,
    // or someone else confirmed meanwhile (QA 48b H1).
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      confirmedValue: 1_280_000,
      notes: 'Seen it.',
      privateNotes: 'Motivated.',
      factsStamp: '0123456789abcdef',
      previousConfirmedAt: null,
    });
  });
});

describe("the confirmation page's grounds for the value (QA 62a L7)", { timeout: 30_000 }, () => {
  it("puts beside the form what moved the value and Olivia's purchase, in her name, with a link to the summary", async () => {
    const requested = valuation({
      user: { firstName: 'Olivia', lastName: 'Chen' },
      userId: 'u-client',
      instanceValue: 1_060_000,
      request: {
        ...valuation().request,
        purchaseDate: '2021-06-10',
        purchasePrice: 900_000,
        homeImprovements: [{ randomId: 'imp-1', area: 'Kitchen', cost: 60_000, completionDate: '2024-03-15' }],
      },
      explanation: {
        carriedSale: {
          date: '2021-06-10',
          price: 900_000,
          source: 'purchase',
          carriedPrice: 990_000 + 40_000,
          weight: 0.5,
          blendValue: 1_050_000,
        },
        improvements: {
          items: [
            {
              randomId: 'imp-1',
              area: 'Kitchen',
              cost: 60_000,
              completionDate: '2024-03-15',
              added: 40_000,
              beforeLastSale: false,
            },
          ],
          added: 40_000,
          capped: false,
        },
      },
    });
    mockApi(agentIdentity, { [`/homevalue/${requested.id}`]: requested, '/homevalue/agent': { items: [] } });
    visit(`/dashboard/valuations/confirmation/${requested.id}`);

    const moved = within(await screen.findByRole('region', { name: 'What moved the value' }, slow));
    expect(moved.getByText("Olivia's 2021 purchase, carried to today: $990,000")).toBeTruthy();
    expect(moved.getByText('Improvements: +$40,000')).toBeTruthy();
    const purchase = within(screen.getByRole('region', { name: 'Since Olivia bought' }));
    expect(purchase.getByText('$900,000')).toBeTruthy();
    expect(purchase.getByText('+$160,000')).toBeTruthy();
    const summary = screen.getByRole('link', { name: /on the summary/ });
    expect(summary.getAttribute('href')).toBe(`/home-valuation-summary/${requested.id}`);
  });
});

describe('a confirmed value that makes sense (issue 25, finding 7)', { timeout: 30_000 }, () => {
  /** Olivia Chen's requested valuation, on the agent's confirmation page; the calls it makes. */
  async function openConfirmationPage() {
    const requested = valuation({ user: { firstName: 'Olivia', lastName: 'Chen' }, userId: 'u-client' });
    const calls = mockApi(agentIdentity, {
      [`/homevalue/${requested.id}`]: requested,
      '/homevalue/agent': { items: [] },
    });
    visit(`/dashboard/valuations/confirmation/${requested.id}`);
    expect(await screen.findByRole('heading', { name: 'Confirm the valuation' }, slow)).toBeTruthy();
    return calls;
  }

  it('asks once more for a value far from the estimate, then sends it', async () => {
    const requested = valuation({ user: { firstName: 'Olivia', lastName: 'Chen' }, userId: 'u-client' });
    const calls = mockApi(agentIdentity, {
      [`/homevalue/${requested.id}`]: requested,
      [`PUT /homevalue/${requested.id}/confirm`]: { ...requested, confirmed: true, confirmedValue: 400_000 },
      '/homevalue/agent': { items: [] },
    });
    const router = visit(`/dashboard/valuations/confirmation/${requested.id}`);
    expect(await screen.findByRole('heading', { name: 'Confirm the valuation' }, slow)).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /Confirmed value/ }), { target: { value: '400000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Valuation' }));

    const percent = Math.round((1 - 400_000 / requested.instanceValue) * 100);
    const question = `This is ${percent}% below our estimate of ${formatCurrency(requested.instanceValue)}. Confirm $400,000?`;
    // The dashboard's toast region is an alert too, empty until a toast.
    await waitFor(() => expect(alertTexts().join('\n')).toContain(question));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm $400,000' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/valuations'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ confirmedValue: 400_000 });
  });

  it("refuses $2 with the server's message on Confirmed value, which takes the focus, without asking (QA 48c M8)", async () => {
    const calls = await openConfirmationPage();
    const confirmedValue = screen.getByRole('textbox', { name: /Confirmed value/ });
    const confirm = screen.getByRole('button', { name: 'Confirm Valuation' });

    fireEvent.change(confirmedValue, { target: { value: '2' } });
    confirm.focus();
    fireEvent.click(confirm);

    // On the field, which a screen reader reads as the keyboard comes to it.
    const message = await screen.findByText(homeValueMessages.confirmedValueRange);
    expect(document.activeElement).toBe(confirmedValue);
    expect(confirmedValue.getAttribute('aria-invalid')).toBe('true');
    expect(confirmedValue.getAttribute('aria-describedby')).toContain(message.id);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("clears a refused field's message once that field is changed, and keeps the other's (review L5)", async () => {
    const calls = await openConfirmationPage();
    const confirmedValue = screen.getByRole('textbox', { name: /Confirmed value/ });
    const notes = screen.getByRole('textbox', { name: /Notes for the owner/ });
    fireEvent.change(confirmedValue, { target: { value: '2' } });
    fireEvent.change(notes, { target: { value: 'x'.repeat(2001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Valuation' }));
    expect(await screen.findByText(homeValueMessages.notesTooLong)).toBeTruthy();
    expect(screen.getByText(homeValueMessages.confirmedValueRange)).toBeTruthy();

    // Still too long: the message goes on the change, not once the field is right.
    fireEvent.change(notes, { target: { value: 'y'.repeat(2002) } });

    expect(screen.queryByText(homeValueMessages.notesTooLong)).toBeNull();
    expect(notes.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByText(homeValueMessages.confirmedValueRange)).toBeTruthy();
    expect(confirmedValue.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});

/** The chart call of a valuation, whatever its range, and its (no) similar listings. */
function chartRoute(id: string): Record<string, Answer> {
  return { [`/homevalue/${id}/chart*`]: chart, [`/homevalue/${id}/similarSolds`]: { sold: [], active: [] } };
}
