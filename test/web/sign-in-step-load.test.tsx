import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as probeEmailApi from '../../web/src/features/auth/api/probe-email';
import * as signInApi from '../../web/src/features/auth/api/sign-in';
import { SignInCard } from '../../web/src/features/auth/components/sign-in-card';
import { renderWithRouter } from './render';

// The step fields' chunk fails to load, as on a lost connection or after a release replaced it.
vi.mock('../../web/src/features/auth/components/sign-in-step-fields', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the sign-in card's step fields, loaded after the page (review 65 M1)", () => {
  it('leave the e-mail step whole when they cannot be loaded, and say so on the step that needs them', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(signInApi, 'preloadSignIn').mockImplementation(() => undefined);
    vi.spyOn(probeEmailApi, 'probeEmail').mockResolvedValue({ kind: 'notAuthorized' });
    renderWithRouter(<SignInCard onSignedIn={vi.fn()} onReturnToWebsite={vi.fn()} />);

    const email = await screen.findByLabelText('Email');
    // Let the preload fail first: the e-mail step draws no fields, so nothing breaks.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.change(email, { target: { value: 'olivia@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This step of the sign-in could not be loaded.');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'This is not me' })).toBeTruthy();
  });
});
