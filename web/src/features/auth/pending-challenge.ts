/**
 * A sign-in that Cognito answered with a new-password challenge: Amplify keeps the
 * challenge in memory, so the new-password page works only in the same page load that
 * signed in (a reload starts over at /sign-in).
 */
let pending: string | null = null;

export function markNewPasswordChallenge(email: string): void {
  pending = email;
}

export function pendingNewPasswordEmail(): string | null {
  return pending;
}

export function clearNewPasswordChallenge(): void {
  pending = null;
}
