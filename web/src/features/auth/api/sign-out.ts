import { hasStoredSession, loadCognito } from '../../../lib/auth-session';

/**
 * Ends the session: globally, so every refresh token of the account is revoked (Cognito's
 * GlobalSignOut; locally the proxy in front of cognito-local adds it). Signed-in pages show
 * sold prices and personal details; "Sign Out" means nobody stays signed in with them. A
 * failure still leaves this browser's tokens cleared.
 */
export async function signOutOfCognito(): Promise<void> {
  if (!hasStoredSession()) return;
  try {
    const { signOut } = await loadCognito();
    await signOut({ global: true });
  } catch {
    try {
      const { signOut } = await loadCognito();
      await signOut();
    } catch {
      // Offline: the local sign-out has happened anyway.
    }
  }
}
