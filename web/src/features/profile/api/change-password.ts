import { loadCognito } from '../../../lib/auth-session';

/** Cognito's ChangePassword for the signed-in user; throws with Cognito's message on failure. */
export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  const { updatePassword } = await loadCognito();
  await updatePassword({ oldPassword, newPassword });
}
