import { hasStoredSession, loadCognito } from '../../../lib/auth-session';

/** Ends the Amplify session on this device; a failure still leaves the local tokens cleared. */
export async function signOutOfCognito(): Promise<void> {
  if (!hasStoredSession()) return;
  try {
    const { signOut } = await loadCognito();
    await signOut();
  } catch {
    // Token revocation can fail (offline, cognito-local); the local sign-out has happened anyway.
  }
}
