import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, showToast, ToastOutlet } from '../../web/src/ui/toast';
import { renderWithRouter } from './render';

afterEach(() => act(() => dismissToast()));

/*
 * QA 48c L1: a toast was a live region added with its text already in it, which screen readers
 * often do not read. The regions are there before any toast, and the message is put in them.
 */
describe('a toast, for a screen reader', () => {
  it('puts a success in a status region that was there before it', async () => {
    renderWithRouter(<ToastOutlet />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('');

    act(() => showToast({ tone: 'success', text: 'Invite successfully sent.' }));

    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toBe('Invite successfully sent.');
    // Seen too, with its Dismiss button.
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy();
  });

  it('puts a warning or an error in an alert region that was there before it', async () => {
    renderWithRouter(<ToastOutlet />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('');

    act(() => showToast({ tone: 'error', text: 'The invitation could not be sent.' }));

    expect(screen.getByRole('alert')).toBe(alert);
    expect(alert.textContent).toBe('The invitation could not be sent.');
  });
});
