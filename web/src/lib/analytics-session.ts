/**
 * The analytics session: one id per visit, kept for the tab's life, that first-party events
 * carry. Sign-out restarts it (document 1 §4.4), so one person's visit never continues as
 * the next person's on a shared computer.
 */
const key = 'gtaHomes.analyticsSession';

export function analyticsSessionId(): string {
  try {
    let id = sessionStorage.getItem(key);
    if (!id) {
      id = crypto.randomUUID();
      sessionStorage.setItem(key, id);
    }
    return id;
  } catch {
    return 'no-storage';
  }
}

export function restartAnalyticsSession(): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Storage disabled: there is no session to restart.
  }
}
