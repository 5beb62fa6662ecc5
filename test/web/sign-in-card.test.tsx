import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthFailure } from '../../web/src/features/auth/api/auth-failure';
import { signInWithPassword } from '../../web/src/features/auth/api/sign-in';
import { SignInCard } from '../../web/src/features/auth/components/sign-in-card';
import { rememberedEmail } from '../../web/src/features/auth/remembered-email';
import { renderWithRouter } from './render';

vi.mock('../../web/src/features/auth/api/sign-in', () => ({ signInWithPassword: vi.fn(), preloadSignIn: vi.fn() }));

afterEach(() => vi.mocked(signInWithPassword).mockReset());

function renderCard(onSignedIn = vi.fn()) {
  renderWithRouter(<SignInCard onSignedIn={onSignedIn} />);
  return onSignedIn;
}

async function enterEmail(email: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
}

function enterPassword(password: string) {
  fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('the sign-in page', () => {
  it('is labelled BETA', async () => {
    renderCard();
    expect(await screen.findByText('BETA')).toBeTruthy();
  });

  it('checks the e-mail with the shared rule before moving on', async () => {
    renderCard();
    await enterEmail('');
    expect(await screen.findByText('Email is Required')).toBeTruthy();
    await enterEmail('olivia@');
    expect(await screen.findByText('Please, enter a valid email address')).toBeTruthy();
    expect(screen.queryByLabelText('Password', { exact: true })).toBeNull();
  });

  it("shows the chosen e-mail on the password step, and 'This is not me' goes back", async () => {
    renderCard();
    await enterEmail('Olivia@Example.com');

    expect((await screen.findByTestId('sign-in-email')).textContent).toBe('olivia@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'This is not me' }));

    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    expect(email.value).toBe('');
  });

  it('asks for the password before calling Cognito', async () => {
    renderCard();
    await enterEmail('olivia@example.com');
    enterPassword('');
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('signs in, remembers the e-mail (never the password) and moves on', async () => {
    vi.mocked(signInWithPassword).mockResolvedValue();
    const onSignedIn = renderCard();
    await enterEmail('olivia@example.com');
    enterPassword('Passw0rd!');

    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(signInWithPassword).toHaveBeenCalledWith('olivia@example.com', 'Passw0rd!');
    expect(rememberedEmail()).toBe('olivia@example.com');
    expect(JSON.stringify({ ...localStorage })).not.toContain('Passw0rd!');
  });

  it('shows NotAuthorizedException in red', async () => {
    vi.mocked(signInWithPassword).mockRejectedValue(
      new AuthFailure('NotAuthorizedException', 'Incorrect username or password.'),
    );
    const onSignedIn = renderCard();
    await enterEmail('olivia@example.com');
    enterPassword('wrong');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Incorrect username or password.');
    expect(alert.getAttribute('data-tone')).toBe('error');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows other failures in the warning colour', async () => {
    vi.mocked(signInWithPassword).mockRejectedValue(new AuthFailure('NEW_PASSWORD_REQUIRED', 'New Password Required'));
    renderCard();
    await enterEmail('olivia@example.com');
    enterPassword('Passw0rd!');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('New Password Required');
    expect(alert.getAttribute('data-tone')).toBe('warning');
  });
});
