import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookShowing } from '../../web/src/features/property-details/components/book-showing';
import { renderWithRouter } from './render';

// The form's chunk fails to load, as it does on a lost connection or after a release replaced it.
vi.mock('../../web/src/features/property-details/components/book-showing-form', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Book a Showing's form, loaded after the property page", () => {
  it('says so when it cannot be loaded, with the way to reload, and the card around it stands', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    renderWithRouter(<BookShowing mls="C1000001" blurred={false} onMarket />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The booking form could not be loaded.');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Book a Showing' })).toBeTruthy();
  });
});
