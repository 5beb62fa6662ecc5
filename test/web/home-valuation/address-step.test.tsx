import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddressSuggestion } from '@shared/home-value/types';
import { AddressStep } from '../../../web/src/features/home-valuation/components/address-step';
import { storedInfo } from '../../../web/src/features/home-valuation/valuation-storage';
import { ApiError } from '../../../web/src/lib/api-client';
import { renderWithRouter } from '../render';
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
afterEach(() => {
  sessionStorage.clear();
});

const house: AddressSuggestion = {
  type: 'houseNumber',
  id: '12-elm-avenue-toronto',
  address: {
    houseNumber: '12',
    street: 'Elm Avenue',
    city: 'Toronto',
    neighbourhoodId: 'casa-loma',
    neighbourhood: 'Casa Loma',
  },
  label: '12 Elm Avenue, Toronto',
};
const building: AddressSuggestion = {
  type: 'houseNumber',
  id: '88-harbour-street-toronto',
  address: {
    houseNumber: '88',
    street: 'Harbour Street',
    city: 'Toronto',
    neighbourhoodId: 'waterfront',
    neighbourhood: 'Waterfront',
  },
  label: '88 Harbour Street, Toronto',
  units: ['1203', '2507'],
};

/** The address field: a plain box until the suggestions' code has loaded, then the combobox. */
const addressBox = () =>
  screen.queryByRole('combobox', { name: /Address/ }) ?? screen.getByRole('textbox', { name: /Address/ });
const button = () => screen.getByRole('button', { name: 'Get your valuation' }) as HTMLButtonElement;

async function renderStep(onDone = vi.fn()) {
  renderWithRouter(<AddressStep onDone={onDone} />);
  await screen.findByRole('heading', { name: 'Get a real-time valuation of your home' });
  return onDone;
}

async function pick(text: string, label: string) {
  fireEvent.change(addressBox(), { target: { value: text } });
  fireEvent.click(await screen.findByText(label));
}

describe('the address step (document 3 §2.7 step 1)', () => {
  it('suggests addresses after a 300 ms pause, and says "Address not found" when none match', async () => {
    const calls = mockApi(null, { '/addressComplete?q=zzz': { items: [] } });
    await renderStep();

    fireEvent.change(addressBox(), { target: { value: 'zzz' } });
    expect(calls.some((call) => call.path.startsWith('/addressComplete'))).toBe(false);

    expect(await screen.findByText('Address not found')).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith('/addressComplete'))).toHaveLength(1);
  });

  it('says the search failed rather than "Address not found" when the call fails', async () => {
    mockApi(null, { '/addressComplete?q=elm': new ApiError(503, { message: 'Service Unavailable' }) });
    await renderStep();
    fireEvent.change(addressBox(), { target: { value: 'elm' } });
    expect(await screen.findByText('The address search failed. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Address not found')).toBeNull();
  });

  it('says an address past 100 characters is too long, and asks nothing for it (QA 36 L1)', async () => {
    const calls = mockApi(null, {});
    await renderStep();
    fireEvent.change(addressBox(), { target: { value: `12 Elm ${'a'.repeat(100)}` } });
    expect(await screen.findByText('An address has at most 100 characters.')).toBeTruthy();
    expect(screen.queryByText('The address search failed. Please try again.')).toBeNull();
    expect(calls.filter((call) => call.path.startsWith('/addressComplete'))).toHaveLength(0);
  });

  it('keeps the button disabled until an address is chosen, then stores the info state from the last listing', async () => {
    mockApi(null, {
      '/addressComplete?q=12%20elm': { items: [house] },
      '/homevalue/lastlisting?locationId=12-elm-avenue-toronto': {
        mls: 'C1',
        address: '12 Elm Avenue',
        displayAddress: '12 Elm Avenue, Toronto',
        type: 'semiDetatched',
        bedroom: 4,
        bathroom: 3,
        parking: 2,
        status: 'Sold',
        listDate: '2019-04-01',
        masked: true,
      },
    });
    const onDone = await renderStep();
    expect(button().disabled).toBe(true);

    await pick('12 elm', '12 Elm Avenue, Toronto');
    await waitFor(() => expect(button().disabled).toBe(false));
    fireEvent.click(button());

    // A house: none of its listings had a unit, so it takes none (QA 39 M1).
    const unitBox = screen.getByPlaceholderText('This address has no units') as HTMLInputElement;
    expect(unitBox.disabled).toBe(true);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(storedInfo()).toMatchObject({
      locationId: '12-elm-avenue-toronto',
      address: '12 Elm Avenue, Toronto',
      type: 'semiDetatched',
      bedroom: 4,
      bathroom: 3,
      parking: 2,
    });
  });

  it('requires the unit after code 1450, and trims it', async () => {
    const unitRequired = new ApiError(400, { code: 1450, message: 'Unit number is required' } as never);
    mockApi(null, {
      '/addressComplete?q=88%20harbour': { items: [building] },
      '/homevalue/lastlisting?locationId=88-harbour-street-toronto': unitRequired,
      '/homevalue/lastlisting?locationId=88-harbour-street-toronto&unit=2507': new ApiError(404, {
        message: 'Not found',
      }),
    });
    const onDone = await renderStep();

    await pick('88 harbour', '88 Harbour Street, Toronto');
    await waitFor(() => expect(screen.getByPlaceholderText('This building needs a unit number')).toBeTruthy());
    expect(button().disabled).toBe(true);

    fireEvent.change(screen.getByPlaceholderText('This building needs a unit number'), { target: { value: ' 2507 ' } });
    expect(button().disabled).toBe(false);
    fireEvent.click(button());

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(storedInfo()).toEqual({
      locationId: '88-harbour-street-toronto',
      address: '88 Harbour Street, Toronto',
      unit: '2507',
    });
  });

  it('puts the focus on Unit when the building turns out to need one, whose message a screen reader then reads (QA 48c M8)', async () => {
    // The look-up on choosing failed (logged, read as no listing), so no unit was asked for then.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answers = [
      new ApiError(503, { message: 'Service Unavailable' }),
      new ApiError(400, { code: 1450, message: 'Unit number is required' } as never),
    ];
    mockApi(null, {
      '/addressComplete?q=88%20harbour': { items: [building] },
      '/homevalue/lastlisting?locationId=88-harbour-street-toronto': () => answers.shift(),
    });
    const onDone = await renderStep();
    await pick('88 harbour', '88 Harbour Street, Toronto');
    await waitFor(() => expect(button().disabled).toBe(false));

    button().focus();
    fireEvent.click(button());

    const message = await screen.findByText('Unit number is required');
    const unitBox = screen.getByPlaceholderText('This building needs a unit number');
    expect(document.activeElement).toBe(unitBox);
    expect(unitBox.getAttribute('aria-invalid')).toBe('true');
    expect(unitBox.getAttribute('aria-describedby')).toContain(message.id);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says why a unit is refused, on its field, which takes the focus, and goes no further', async () => {
    const message = 'This address has no units: leave Unit empty.';
    mockApi(null, {
      '/addressComplete?q=88%20harbour': { items: [building] },
      '/homevalue/lastlisting?locationId=88-harbour-street-toronto': new ApiError(404, { message: 'Not found' }),
      '/homevalue/lastlisting?locationId=88-harbour-street-toronto&unit=x': new ApiError(400, {
        message,
        field: 'unit',
      } as never),
    });
    const onDone = await renderStep();

    await pick('88 harbour', '88 Harbour Street, Toronto');
    await waitFor(() => expect(button().disabled).toBe(false));
    const unitBox = screen.getByPlaceholderText('Optional');
    fireEvent.change(unitBox, { target: { value: 'x' } });
    button().focus();
    fireEvent.click(button());

    const said = await screen.findByText(message);
    // The keyboard is where to fix it, and a screen reader reads why (QA 48c M8).
    expect(document.activeElement).toBe(unitBox);
    expect(unitBox.getAttribute('aria-invalid')).toBe('true');
    expect(unitBox.getAttribute('aria-describedby')).toContain(said.id);
    expect(onDone).not.toHaveBeenCalled();
    expect(storedInfo()).toBeUndefined();
  });
});
