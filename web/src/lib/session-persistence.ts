/**
 * "Remember me" (DECISIONS row 29): a remembered sign-in keeps its session in localStorage,
 * across browser restarts; otherwise Amplify keeps it in sessionStorage, for this tab's
 * life only. The choice itself is remembered (never the password), so the next page load
 * reads the session from where it was written.
 */
const key = 'gtaHomes.keepSession';

export function keepsSession(): boolean {
  try {
    return localStorage.getItem(key) !== 'no';
  } catch {
    return true;
  }
}

export function setKeepsSession(keep: boolean): void {
  try {
    if (keep) localStorage.removeItem(key);
    else localStorage.setItem(key, 'no');
  } catch {
    // Storage disabled: Amplify cannot keep a session anyway.
  }
}

/** Where Amplify keeps the session, as the browser's storage (the default: localStorage). */
export function sessionStore(): Storage {
  return keepsSession() ? localStorage : sessionStorage;
}
