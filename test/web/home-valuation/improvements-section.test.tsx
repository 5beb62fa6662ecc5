import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HomeValuation } from '@shared/home-value/types';
import { ImprovementsSection } from '../../../web/src/features/home-valuation/components/improvements-section';
import * as apiClient from '../../../web/src/lib/api-client';
import * as authSession from '../../../web/src/lib/auth-session';
import { clientIdentity, valuation } from '../fixtures/valuations';
import { renderWithRouter } from '../render';
import { typeText } from '../type-text';
import { mockApi } from './api-mock';
import { onAPhone } from '../phone';

// Spies, not module mocks, so this file shares the module graph (vitest.config.ts); undone after each test.
beforeEach(() => {
  vi.spyOn(authSession, 'currentIdToken').mockImplementation(() => undefined as never);
  vi.spyOn(authSession, 'hasStoredSession').mockImplementation(() => true);
  vi.spyOn(authSession, 'loadCognito').mockImplementation(() => undefined as never);
  vi.spyOn(apiClient, 'sendRequest').mockImplementation(() => undefined as never);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const kitchen = { randomId: 'imp-kitchen', area: 'Kitchen', cost: 60_000, completionDate: '2024-05-01' };
const roof = { randomId: 'imp-roof', area: 'Roof', cost: 18_000, completionDate: '2023-09-15' };

const opened = valuation({
  factsStamp: '0123456789abcdef',
  request: { ...valuation().request, homeImprovements: [kitchen, roof] },
});
// Another tab removed the roof: the refetch brings its facts and a new stamp behind the open dialog.
const refetched: HomeValuation = {
  ...opened,
  factsStamp: 'fedcba9876543210',
  request: { ...opened.request, homeImprovements: [kitchen] },
};

function Refetching() {
  const [current, setCurrent] = useState(opened);
  return (
    <>
      <button type="button" onClick={() => setCurrent(refetched)}>
        refetch
      </button>
      <ImprovementsSection valuation={current} />
    </>
  );
}

describe('the home improvements section', () => {
  it('saves an edit on the facts its dialog opened on, with their stamp, whatever a refetch brought meanwhile (review 39 L7)', async () => {
    const calls = mockApi(clientIdentity, { [`PUT /homevalue/${opened.id}`]: refetched });
    renderWithRouter(<Refetching />);

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Kitchen' }));
    const cost = await screen.findByRole('textbox', { name: 'Cost' });
    fireEvent.click(screen.getByRole('button', { name: 'refetch' }));
    fireEvent.change(cost, { target: { value: '75000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const body = calls.find((call) => call.method === 'PUT')!.body as {
      factsStamp: string;
      homeImprovements: { area: string; cost: number }[];
    };
    // The stamp of what the owner saw: the server refuses it (409), as the roof was removed since.
    expect(body.factsStamp).toBe('0123456789abcdef');
    expect(body.homeImprovements.map(({ area, cost }) => `${area} ${cost}`)).toEqual(['Kitchen 75000', 'Roof 18000']);
  });
  // QA 75a M1, review 74 L1: a purchase price stored without its date, or a date without its
  // price, is refused on the details form; it was used nowhere, and saving an improvement, which
  // cannot mend it, was refused for it.
  it.each([
    ['a date without its price', { purchaseDate: '2023-03-15' }],
    ['a price without its date', { purchasePrice: 950_000 }],
  ])('saves an improvement on a valuation stored with %s, sending neither half', async (_, half) => {
    const { purchaseDate: _date, purchasePrice: _price, ...request } = opened.request;
    const stored = { ...opened, request: { ...request, ...half } };
    const calls = mockApi(clientIdentity, { [`PUT /homevalue/${opened.id}`]: stored });
    renderWithRouter(<ImprovementsSection valuation={stored} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Kitchen' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Cost' }), { target: { value: '75000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const body = calls.find((call) => call.method === 'PUT')!.body as Record<string, unknown>;
    expect([body.purchaseDate, body.purchasePrice]).toEqual([undefined, undefined]);
  });
});

describe("the improvement dialog's messages", () => {
  it('puts the focus on the refused field, whose message a screen reader then reads (QA 48c M8)', async () => {
    mockApi(clientIdentity, {});
    renderWithRouter(<ImprovementsSection valuation={opened} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Kitchen' }));
    const date = await screen.findByRole('textbox', { name: 'Completion date' });
    typeText(date, '06012099', { replace: true });
    const save = screen.getByRole('button', { name: 'Save' });

    save.focus();
    fireEvent.click(save);

    await waitFor(() => expect(document.activeElement).toBe(date));
    expect(date.getAttribute('aria-invalid')).toBe('true');
  });

  it('says a refused completion date under its field, marked invalid, and sends nothing (QA 43)', async () => {
    const calls = mockApi(clientIdentity, {});
    renderWithRouter(<ImprovementsSection valuation={opened} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Kitchen' }));
    const date = await screen.findByRole('textbox', { name: 'Completion date' });
    typeText(date, '06012099', { replace: true });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const message = await screen.findByRole('alert');
    expect(message.textContent).toBe('The completion date cannot be in the future.');
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(date.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    // Then a good date and no area: the message moves to the area, and the date is no longer marked
    // (review 43 L1: a later message had kept the date's field).
    typeText(date, '06012024', { replace: true });
    const area = screen.getByRole('textbox', { name: 'Area' });
    fireEvent.change(area, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(area.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Name what was improved, such as Kitchen (at most 100 characters).',
    ]);
    expect(date.getAttribute('aria-invalid')).not.toBe('true');
  });
  it('says every refused field at once, puts the focus on the first, and sends nothing (QA 70a L3)', async () => {
    const calls = mockApi(clientIdentity, {});
    renderWithRouter(<ImprovementsSection valuation={opened} />);
    fireEvent.click(await screen.findByRole('button', { name: '+ Add improvement' }));
    const area = await screen.findByRole('textbox', { name: 'Area' });
    const cost = screen.getByRole('textbox', { name: 'Cost' });
    const date = screen.getByRole('textbox', { name: 'Completion date' });
    fireEvent.change(area, { target: { value: 'K'.repeat(300) } });
    fireEvent.change(cost, { target: { value: '99999999999' } });
    typeText(date, '02302026');
    const save = screen.getByRole('button', { name: 'Save' });

    save.focus();
    fireEvent.click(save);

    // All three in one round: one at a time, fixing each brought the next (QA 70a L3).
    await waitFor(() => expect(document.activeElement).toBe(area));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Name what was improved, such as Kitchen (at most 100 characters).',
      'Enter a cost from $0 to $100,000,000.',
      'Enter a completion date that exists, such as 06/15/2025.',
    ]);
    for (const field of [area, cost, date]) expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    // The area fixed: its message goes, and the other two stay.
    fireEvent.change(area, { target: { value: 'Kitchen' } });
    expect(area.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Enter a cost from $0 to $100,000,000.',
      'Enter a completion date that exists, such as 06/15/2025.',
    ]);
  });
});

describe("the improvements' Edit and Remove buttons (QA 63a L11)", () => {
  it('are 44 px squares on a phone, a thumb’s size, and stay 28 px in the wide table', async () => {
    const phone = onAPhone();
    const { unmount } = renderWithRouter(<ImprovementsSection valuation={opened} />);
    for (const name of ['Edit Kitchen', 'Remove Kitchen', 'Edit Roof', 'Remove Roof'])
      expect((await screen.findByRole('button', { name })).getAttribute('data-size'), name).toBe('xl');
    unmount();
    phone.mockRestore();

    renderWithRouter(<ImprovementsSection valuation={opened} />);
    expect((await screen.findByRole('button', { name: 'Remove Kitchen' })).getAttribute('data-size')).toBe('md');
  });
});

describe('an improvement whose cost the owner does not know (QA 63a L12)', () => {
  it('is listed as "cost not known", not "$0", and each Cost field says what the cost does', async () => {
    const unknown = valuation({ request: { ...valuation().request, homeImprovements: [{ ...roof, cost: 0 }] } });
    renderWithRouter(<ImprovementsSection valuation={unknown} />);

    const row = (await screen.findByRole('button', { name: 'Remove Roof' })).closest('tr')!;
    expect(row.textContent).toContain('cost not known');
    expect(row.textContent).not.toContain('$0');
    fireEvent.click(screen.getByRole('button', { name: '+ Add improvement' }));
    expect((await screen.findByRole('textbox', { name: 'Cost' })).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('The estimate adds the share of the cost such work recoups.')).toBeTruthy();
  });
});
