import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../web/src/lib/api-client';
import { ErrorView } from '../../web/src/ui/error-view';
import { renderWithRouter } from './render';

/*
 * The page a route shows when its data could not be loaded: a failure the reader may try again,
 * or, for what the API says is not there, the not-found page in the API's own words.
 */
const reset = () => undefined;

describe('a page whose data could not be loaded', () => {
  it('says what is not there, with the way home, when the API answers 404 (trying again would not change it)', async () => {
    const error = new ApiError(404, { message: 'There is no valuation with this id.' });

    renderWithRouter(<ErrorView error={error} reset={reset} />);

    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeTruthy();
    expect(screen.getByText('There is no valuation with this id.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers to try again when the API failed, in its words', async () => {
    const error = new ApiError(503, {
      message: 'Valuations are not available yet. Please try again in a few minutes.',
    });

    renderWithRouter(<ErrorView error={error} reset={reset} />);

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Valuations are not available yet. Please try again in a few minutes.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('speaks of the connection, not of "Failed to fetch", when the request never got an answer', async () => {
    renderWithRouter(<ErrorView error={new TypeError('Failed to fetch')} reset={reset} />);

    expect(
      await screen.findByText('The page could not be loaded. Please check your connection and try again.'),
    ).toBeTruthy();
    expect(screen.queryByText('Failed to fetch')).toBeNull();
  });
});
