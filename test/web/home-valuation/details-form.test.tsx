import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeValueMessages } from '@shared/home-value/messages';
import { DetailsForm } from '../../../web/src/features/home-valuation/components/details-form';
import {
  densHint,
  formFromInfo,
  formFromValuation,
  valuationBody,
} from '../../../web/src/features/home-valuation/valuation-form';
import { pendingClaim } from '../../../web/src/features/home-valuation/pending-claim';
import { DetailsPage } from '../../../web/src/features/home-valuation/components/details-page';
import { storedEstimation, storeInfo } from '../../../web/src/features/home-valuation/valuation-storage';
import { ApiError } from '../../../web/src/lib/api-client';
import { clientIdentity, listingWithDen, valuation } from '../fixtures/valuations';
import { renderWithRouter } from '../render';
import { mockApi } from './api-mock';
import { typeText } from '../type-text';
import * as authSession from '../../../web/src/lib/auth-session';
import * as apiClient from '../../../web/src/lib/api-client';

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

const info = { locationId: '12-elm-avenue-toronto', address: '12 Elm Avenue, Toronto' };
const submit = (name = 'Get your valuation') => screen.getByRole('button', { name }) as HTMLButtonElement;

async function renderForm(props: Partial<Parameters<typeof DetailsForm>[0]> = {}) {
  renderWithRouter(<DetailsForm initial={formFromInfo(info)} signedIn={false} {...props} />);
  await screen.findByRole('form', { name: 'Property details' });
}

/** The Type field is a native select: pick the option that shows `label`. */
function chooseType(label: string) {
  const select = screen.getByRole('combobox', { name: /Type/ }) as HTMLSelectElement;
  const option = within(select).getByRole('option', { name: label }) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: option.value } });
}

describe('the property details form (document 3 §2.7 step 2, §5)', () => {
  it('enables the button only with a bedroom and a type, and for a condo a size', async () => {
    await renderForm();
    expect(submit().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'More bedroom(s)' }));
    expect(submit().disabled).toBe(true);
    chooseType('Condominium');
    expect(submit().disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /Interior size/ }), { target: { value: '850' } });
    expect(submit().disabled).toBe(false);
  });

  it('keeps the steppers at 0 or more', async () => {
    await renderForm();
    const parking = within(screen.getByRole('group', { name: 'Parking' }));
    expect(parking.getByRole('button', { name: 'Fewer parking' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(parking.getByRole('button', { name: 'More parking' }));
    expect(parking.getByText('1')).toBeTruthy();
  });

  it('keeps the focus on Fewer when it brings a stepper to 0, and the buttons say the count', async () => {
    await renderForm();
    const parking = within(screen.getByRole('group', { name: 'Parking' }));
    fireEvent.click(parking.getByRole('button', { name: 'More parking' }));
    const fewer = parking.getByRole('button', { name: 'Fewer parking', description: '1' }) as HTMLButtonElement;
    act(() => fewer.focus());

    fireEvent.click(fewer);

    // A browser drops the focus of a button that goes disabled, to the page.
    expect(document.activeElement).toBe(fewer);
    expect(fewer.disabled).toBe(false);
    expect(fewer.getAttribute('aria-disabled')).toBe('true');
    expect(parking.getByRole('button', { name: 'More parking', description: '0' })).toBeTruthy();
    fireEvent.click(fewer);
    expect(parking.getByText('0')).toBeTruthy();
  });

  it("says whether the listing's den is valued, which the form does not ask", async () => {
    const lastListing = listingWithDen({ type: 'semiDetatched' });
    await renderForm({
      initial: formFromInfo({ ...info, type: 'semiDetatched', bedroom: 3, bathroom: 2, parking: 1, lastListing }),
    });
    const bedrooms = screen.getByRole('group', { name: 'Bedroom(s)' });
    expect(bedrooms.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(bedrooms).getByText('Listed as 3+1 bedrooms: the den is valued too.')).toBeTruthy();

    // The owner counts the den as a bedroom: the home as listed, the den not valued twice.
    fireEvent.click(within(bedrooms).getByRole('button', { name: 'More bedroom(s)' }));
    expect(
      within(bedrooms).getByText('Listed as 3+1 bedrooms: 4 counts the den, so the home is valued as listed.'),
    ).toBeTruthy();
    // A room more: a bedroom added, the den kept (review 28: the den had been lost).
    fireEvent.click(within(bedrooms).getByRole('button', { name: 'More bedroom(s)' }));
    expect(within(bedrooms).getByText('Listed as 3+1 bedrooms: valued as 4+1, the den too.')).toBeTruthy();
    // Fewer than listed: not the home listed.
    for (let i = 0; i < 3; i++) fireEvent.click(within(bedrooms).getByRole('button', { name: 'Fewer bedroom(s)' }));
    expect(
      within(bedrooms).getByText('Listed as 3+1 bedrooms: give 3 or more to have the den valued as a den.'),
    ).toBeTruthy();

    // Another type is another home: the listing's rooms say nothing of it.
    chooseType('Detached');
    expect(within(bedrooms).queryByText(/Listed as/)).toBeNull();
  });

  it("says a house's lot side left blank is valued as the listing's, and nothing for a condo", async () => {
    const lastListing = { ...listingWithDen(), brPlus: 0, lotFront: 25, lotDepth: 120 };
    await renderForm({
      initial: formFromInfo({ ...info, type: 'detatched', bedroom: 3, lotFront: 25, lotDepth: 120, lastListing }),
    });
    const front = screen.getByRole('textbox', { name: 'Lot front (ft)' });
    expect(screen.queryByText(/Left blank/)).toBeNull();

    fireEvent.change(front, { target: { value: '' } });
    expect(screen.getByText("Left blank: the listing's 25 ft is valued.")).toBeTruthy();
    expect(front.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.change(front, { target: { value: '30' } });
    expect(screen.queryByText(/Left blank/)).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: 'Lot depth (ft)' }), { target: { value: '' } });
    expect(screen.getByText("Left blank: the listing's 120 ft is valued.")).toBeTruthy();
    chooseType('Condominium');
    expect(screen.queryByText(/Left blank/)).toBeNull();
  });

  // QA 74a M1: a lot front of 2300 ft for a 22.73 ft listing (a slip of the decimal point) added
  // $358,000 to the value without a word.
  it("asks the owner to check a lot side far from the listing's, without refusing it", async () => {
    const lastListing = { ...listingWithDen(), brPlus: 0, lotFront: 22.73, lotDepth: 120 };
    await renderForm({
      initial: formFromInfo({ ...info, type: 'detatched', bedroom: 3, lotFront: 22.73, lotDepth: 120, lastListing }),
    });
    const front = screen.getByRole('textbox', { name: 'Lot front (ft)' });
    fireEvent.change(front, { target: { value: '2300' } });
    expect(screen.getByText('The listing gives 22.73 ft: check this figure, it moves the value.')).toBeTruthy();
    fireEvent.change(front, { target: { value: '7' } });
    expect(screen.getByText('The listing gives 22.73 ft: check this figure, it moves the value.')).toBeTruthy();
    // A side widened or measured another way is the owner's to give.
    fireEvent.change(front, { target: { value: '30' } });
    expect(screen.queryByText(/The listing gives/)).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Lot depth (ft)' }), { target: { value: '1200' } });
    expect(screen.getByText('The listing gives 120 ft: check this figure, it moves the value.')).toBeTruthy();
  });

  it('asks no lot of a condo, which has none of its own, and sends none typed before the type changed', async () => {
    await renderForm({
      initial: formFromInfo({ ...info, type: 'detatched', bedroom: 2, lotFront: 25, lotDepth: 120 }),
    });
    expect(screen.getByRole('textbox', { name: 'Lot front (ft)' })).toBeTruthy();

    chooseType('Condominium');

    expect(screen.queryByRole('textbox', { name: 'Lot front (ft)' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Lot depth (ft)' })).toBeNull();
    expect(
      valuationBody({ ...formFromInfo({ ...info, type: 'condo', bedroom: 2, lotFront: 25 }) }, false),
    ).toMatchObject({ lotFront: undefined, lotDepth: undefined });
    chooseType('Semi-Detached');
    expect(screen.getByRole('textbox', { name: 'Lot front (ft)' })).toBeTruthy();
  });

  it("says nothing of a listing's lot side of 0, a board's 'not known'", async () => {
    const lastListing = { ...listingWithDen(), brPlus: 0, lotFront: 0, lotDepth: 120 };
    await renderForm({ initial: formFromValuation(valuation({ lastListing })), valuationId: 'val_0000000001' });

    expect(screen.queryByText(/the listing's 0 ft/)).toBeNull();
    expect(screen.getByText("Left blank: the listing's 120 ft is valued.")).toBeTruthy();
  });

  it('says so again when an owner who cleared the lot edits the valuation', async () => {
    const lastListing = { ...listingWithDen(), brPlus: 0, lotFront: 25, lotDepth: 120 };
    await renderForm({ initial: formFromValuation(valuation({ lastListing })), valuationId: 'val_0000000001' });

    expect(screen.getByText("Left blank: the listing's 25 ft is valued.")).toBeTruthy();
    expect(screen.getByText("Left blank: the listing's 120 ft is valued.")).toBeTruthy();
  });

  it('speaks of dens for a listing with two, and of a studio with a den', () => {
    const listed = { type: 'condo' as const, bedroom: 2, brPlus: 2 };
    expect(densHint({ type: 'condo', bedroom: 2, listed })).toBe('Listed as 2+2 bedrooms: the dens are valued too.');
    expect(densHint({ type: 'condo', bedroom: 4, listed })).toBe(
      'Listed as 2+2 bedrooms: 4 counts the dens, so the home is valued as listed.',
    );
    expect(densHint({ type: 'condo', bedroom: 1, listed })).toBe(
      'Listed as 2+2 bedrooms: give 2 or more to have the dens valued as dens.',
    );
    // A studio with a den: the form asks at least one bedroom, which counts the den (review 28b).
    expect(densHint({ type: 'condo', bedroom: 1, listed: { ...listed, bedroom: 0, brPlus: 1 } })).toBe(
      'Listed as 0+1 bedrooms: 1 counts the den, so the home is valued as listed.',
    );
  });

  it('shows the size for condo types only, with the spec type labels', async () => {
    await renderForm();
    chooseType('Detached');
    expect(screen.queryByRole('textbox', { name: /Interior size/ })).toBeNull();
    chooseType('Condo Townhouse');
    expect(screen.getByRole('textbox', { name: /Interior size/ })).toBeTruthy();
  });

  it('takes a lot front and depth as non-negative decimals, and sends them as numbers', async () => {
    const calls = mockApi(null, { 'POST /homevalue': { ...valuation(), claimSecret: 'c'.repeat(43) } });
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'More bedroom(s)' }));
    chooseType('Detached');
    const front = screen.getByRole('textbox', { name: 'Lot front (ft)' }) as HTMLInputElement;
    const depth = screen.getByRole('textbox', { name: 'Lot depth (ft)' }) as HTMLInputElement;

    fireEvent.change(front, { target: { value: '25.' } });
    expect(front.value).toBe('25.');
    fireEvent.change(front, { target: { value: '25.5' } });
    fireEvent.change(depth, { target: { value: '-110' } });
    fireEvent.change(depth, { target: { value: '110' } });
    fireEvent.change(depth, { target: { value: '110x' } });
    expect(depth.value).toBe('110');
    fireEvent.click(submit());

    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ lotFront: 25.5, lotDepth: 110 });
  });

  it('shows purchase price, purchase date and improvements to signed-in users only', async () => {
    await renderForm();
    expect(screen.queryByRole('textbox', { name: 'Purchase price' })).toBeNull();
    expect(screen.queryByText('Home improvements')).toBeNull();
  });

  it('creates the valuation with the purchase facts, and remembers the claim secret of an anonymous one', async () => {
    const created = { ...valuation(), claimSecret: 'c'.repeat(43) };
    const calls = mockApi(null, { 'POST /homevalue': created });
    const onCreated = vi.fn();
    await renderForm({ signedIn: true, onCreated });
    fireEvent.click(screen.getByRole('button', { name: 'More bedroom(s)' }));
    chooseType('Detached');
    // The signed-in fields load after the form's first paint.
    fireEvent.change(await screen.findByRole('textbox', { name: 'Purchase price' }), { target: { value: '800000' } });
    typeText(screen.getByRole('textbox', { name: 'Purchase date' }), '05012019');
    fireEvent.click(screen.getByRole('button', { name: '+ Add improvement' }));
    fireEvent.click(submit());

    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      locationId: '12-elm-avenue-toronto',
      address: '12 Elm Avenue, Toronto',
      type: 'detatched',
      bedroom: 1,
      bathroom: 0,
      parking: 0,
      purchasePrice: 800000,
      purchaseDate: '2019-05-01',
      homeImprovements: [],
    });
    expect(pendingClaim()).toEqual({ id: created.id, claimSecret: created.claimSecret });
    expect(storedEstimation()).not.toHaveProperty('claimSecret');
  });

  it("tells the owner the record's later sale is the one the estimate starts from (QA 33)", async () => {
    const recordedSale = { mls: 'E1', soldPrice: 2_191_000, soldDate: '2025-11-14' };
    mockApi(clientIdentity, { 'GET /homevalue': { items: [] } });
    await renderForm({ signedIn: true, recordedSale });
    const date = await screen.findByRole('textbox', { name: 'Purchase date' });
    const hint =
      'Our records show a later sale of this home: $2,191,000 on 2025-11-14. The estimate starts from that sale.';
    typeText(date, '06152019');
    expect(await screen.findByText(hint)).toBeTruthy();
    // The closing of that sale, typed a month after the board recorded it: that sale, no hint.
    fireEvent.change(date, { target: { value: '' } });
    typeText(date, '12152025');
    await waitFor(() => expect(screen.queryByText(hint)).toBeNull());
  });

  it('shows a field message from the shared schema and sends nothing', async () => {
    const calls = mockApi(null, {});
    await renderForm({ signedIn: true });
    fireEvent.click(screen.getByRole('button', { name: 'More bedroom(s)' }));
    chooseType('Detached');
    typeText(await screen.findByRole('textbox', { name: 'Purchase date' }), '01012090');
    fireEvent.click(submit());
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Purchase date' }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('puts the focus on the first field it refuses, whose message a screen reader then reads (QA 48c M8)', async () => {
    mockApi(null, {});
    await renderForm({ signedIn: true });
    fireEvent.click(screen.getByRole('button', { name: 'More bedroom(s)' }));
    chooseType('Detached');
    const purchaseDate = await screen.findByRole('textbox', { name: 'Purchase date' });
    typeText(purchaseDate, '01012090');

    submit().focus();
    fireEvent.click(submit());

    await waitFor(() => expect(document.activeElement).toBe(purchaseDate));
    expect(purchaseDate.getAttribute('aria-invalid')).toBe('true');
    const describedBy = purchaseDate.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.some((id) => document.getElementById(id)?.textContent)).toBe(true);
  });

  it('refuses an improvement completed before the home was built on its own date field, and sends nothing', async () => {
    // Issue 25 "Bad input": the listing says the home was built in 2009 at the earliest.
    const calls = mockApi(null, {});
    await renderForm({ signedIn: true, initial: { ...formFromInfo(info), earliestYearBuilt: 2009 } });
    fireEvent.click(screen.getByRole('button', { name: 'More bedroom(s)' }));
    chooseType('Detached');
    fireEvent.click(await screen.findByRole('button', { name: '+ Add improvement' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Area' }), { target: { value: 'Kitchen' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Cost' }), { target: { value: '60000' } });
    typeText(screen.getByRole('textbox', { name: 'Completed' }), '06012005');
    fireEvent.click(submit());

    expect(await screen.findByText(homeValueMessages.improvementBeforeBuilt)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Completed' }).getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('says what is wrong with an improvement under the field it is about, each field its own (QA 54a)', async () => {
    // The cost's and the area's messages stood under the row's date, one at a time.
    const calls = mockApi(null, {});
    await renderForm({ signedIn: true });
    fireEvent.click(screen.getByRole('button', { name: 'More bedroom(s)' }));
    chooseType('Detached');
    fireEvent.click(await screen.findByRole('button', { name: '+ Add improvement' }));
    typeText(screen.getByRole('textbox', { name: 'Completed' }), '06012022');
    fireEvent.click(submit());

    const field = (name: string) => screen.getByRole('textbox', { name });
    const message = await screen.findByText(homeValueMessages.improvementAreaInvalid);
    expect(screen.getByText(homeValueMessages.improvementCostInvalid)).toBeTruthy();
    expect(field('Area').getAttribute('aria-invalid')).toBe('true');
    expect(field('Area').getAttribute('aria-describedby')).toContain(message.id);
    expect(field('Cost').getAttribute('aria-invalid')).toBe('true');
    expect(field('Completed').getAttribute('aria-invalid')).not.toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('Area')));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('opens the Error dialog when the creation fails', async () => {
    mockApi(null, { 'POST /homevalue': new ApiError(500, { message: 'Internal error' }) });
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'More bedroom(s)' }));
    chooseType('Detached');
    fireEvent.click(submit());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Error')).toBeTruthy();
    expect(within(dialog).getByText('Error happened when creating your home valuation.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so, with no number, when the address cannot be valued', async () => {
    const message = 'We cannot value this address yet: there are not enough recent sales nearby.';
    mockApi(null, { 'POST /homevalue': new ApiError(422, { message }) });
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'More bedroom(s)' }));
    chooseType('Detached');
    fireEvent.click(submit());
    expect(await within(await screen.findByRole('dialog')).findByText(message)).toBeTruthy();
  });

  it('in update mode keeps the unit as created and revalues with PUT', async () => {
    const current = valuation({ request: { ...valuation().request, unit: '1203' } });
    const calls = mockApi(null, { [`PUT /homevalue/${current.id}`]: current });
    const onUpdated = vi.fn();
    await renderForm({ initial: formFromValuation(current), valuationId: current.id, signedIn: true, onUpdated });
    expect((screen.getByRole('textbox', { name: 'Unit' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(submit('Update your valuation'));
    await waitFor(() => expect(onUpdated).toHaveBeenCalledWith(current));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ unit: '1203', bedroom: 3 });
  });

  it('tells an owner who already valued this home, with a link to that valuation, and still lets them go on (QA 39 L14)', async () => {
    // Stored as the building's listings spell the unit; typed with a leading zero this time.
    const earlier = valuation({
      id: 'val_earlier',
      createdAt: '2026-11-20T15:00:00.000Z',
      request: { ...valuation().request, unit: '1203' },
    });
    const other = valuation({ id: 'val_other', request: { ...earlier.request, locationId: '3-oak-road-toronto' } });
    mockApi(clientIdentity, { 'GET /homevalue': { items: [other, earlier] } });
    await renderForm({ signedIn: true, initial: { ...formFromInfo(info), unit: '01203' } });

    const notice = await screen.findByTestId('already-valued');
    expect(notice.textContent).toMatch(
      /^You already have a valuation of this home, made .+\. Open it or get another below\.$/,
    );
    expect(within(notice).getByRole('link', { name: 'Open it' }).getAttribute('href')).toBe(
      '/home-valuation-summary/val_earlier',
    );
    expect(submit().textContent).toBe('Get your valuation');
  });

  it('says nothing of other homes the owner valued', async () => {
    const other = valuation({ id: 'val_other', request: { ...valuation().request, locationId: '3-oak-road-toronto' } });
    const calls = mockApi(clientIdentity, { 'GET /homevalue': { items: [other] } });
    await renderForm({ signedIn: true });

    await waitFor(() => expect(calls.some((call) => call.method === 'GET' && call.path === '/homevalue')).toBe(true));
    expect(screen.queryByTestId('already-valued')).toBeNull();
  });

  it('sends the facts it opened on, and gives the reason when they changed elsewhere (QA 36 L11)', async () => {
    const current = valuation({ factsStamp: '0123456789abcdef' });
    const reason = homeValueMessages.detailsChangedElsewhere;
    const calls = mockApi(null, { [`PUT /homevalue/${current.id}`]: new ApiError(409, { message: reason }) });
    const onUpdated = vi.fn();
    const onUpdateFailed = vi.fn();
    // A refetch behind the open form brings a new stamp, not the facts the form shows.
    function Refetched() {
      const [stamp, setStamp] = useState(current.factsStamp);
      return (
        <>
          <button type="button" onClick={() => setStamp('fedcba9876543210')}>
            refetch
          </button>
          <DetailsForm
            initial={formFromValuation(current)}
            valuationId={current.id}
            factsStamp={stamp}
            signedIn
            onUpdated={onUpdated}
            onUpdateFailed={onUpdateFailed}
          />
        </>
      );
    }
    renderWithRouter(<Refetched />);
    fireEvent.click(await screen.findByRole('button', { name: 'refetch' }));

    fireEvent.click(submit('Update your valuation'));

    await waitFor(() => expect(onUpdateFailed).toHaveBeenCalledWith(reason));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ factsStamp: '0123456789abcdef' });
    expect(onUpdated).not.toHaveBeenCalled();
  });
});

// QA 76a M1: Back from the estimate, then Get your valuation again, made the home's valuation twice.
describe('the details page once its valuation is made', () => {
  async function makeOne(signedIn: boolean) {
    const made = valuation();
    const calls = mockApi(signedIn ? clientIdentity : null, {
      'POST /homevalue': made,
      [`PUT /homevalue/${made.id}`]: valuation({ request: { ...made.request, bedroom: 4 } }),
    });
    storeInfo(info);
    const page = renderWithRouter(<DetailsPage signedIn={signedIn} />, { path: '/home-valuation/property-details' });
    fireEvent.click(await screen.findByRole('button', { name: 'More bedroom(s)' }));
    chooseType('Detached');
    fireEvent.click(submit());
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/home-valuation/property-estimation'));
    page.unmount();
    return { made, calls };
  }

  it("opens a signed-in owner's form on it, and updates it rather than make a second", async () => {
    const { made, calls } = await makeOne(true);

    // Back: the page again, on the same tab's info.
    const page = renderWithRouter(<DetailsPage signedIn />, { path: '/home-valuation/property-details' });
    expect(await screen.findByText(/Your valuation of this home is made/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'More bedroom(s)' }));
    fireEvent.click(submit('Update your valuation'));

    await waitFor(() => expect(page.router.state.location.pathname).toBe('/home-valuation/property-estimation'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/homevalue']);
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: `/homevalue/${made.id}`,
      body: expect.objectContaining({ bedroom: 4 }),
    });
    expect(storedEstimation()?.request.bedroom).toBe(4);
    page.unmount();

    // Back again, after the update: the same valuation's form, not the address step.
    const again = renderWithRouter(<DetailsPage signedIn />, { path: '/home-valuation/property-details' });
    expect(await screen.findByRole('button', { name: 'Update your valuation' })).toBeTruthy();
    expect(again.router.state.location.pathname).toBe('/home-valuation/property-details');
  });

  it('says so when the update fails (review 76 H2)', async () => {
    const { made } = await makeOne(true);
    mockApi(clientIdentity, {
      [`PUT /homevalue/${made.id}`]: new ApiError(500, { message: 'Internal error' }),
    });

    renderWithRouter(<DetailsPage signedIn />, { path: '/home-valuation/property-details' });
    fireEvent.click(await screen.findByRole('button', { name: 'Update your valuation' }));

    expect(await screen.findByText(homeValueMessages.updateFailed)).toBeTruthy();
  });

  it("gives a visitor, whose estimate is no one's to update, the form that makes one, as before", async () => {
    await makeOne(false);

    renderWithRouter(<DetailsPage signedIn={false} />, { path: '/home-valuation/property-details' });

    expect(await screen.findByRole('button', { name: 'Get your valuation' })).toBeTruthy();
    expect(screen.queryByText(/Your valuation of this home is made/)).toBeNull();
  });
});
