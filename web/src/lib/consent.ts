/**
 * The cookie banner's answer (document 3 §2.2, DECISIONS row 44): "Accept all", remembered on
 * this device. The banner writes it; the page-view sender (analytics-events.ts) reads it; both
 * through here, so there is one key and one rule.
 */
export const consentKey = 'gtaHomes.cookieConsent';
const listeners = new Set<() => void>();
let acceptedThisVisit = false;

export function hasAcceptedAll(): boolean {
  try {
    return localStorage.getItem(consentKey) === 'all';
  } catch {
    return false;
  }
}

/** Accept all: remembered when storage allows (else for this visit only), and told to listeners. */
export function acceptAll(): void {
  try {
    localStorage.setItem(consentKey, 'all');
  } catch {
    // Storage disabled: the answer holds for this visit only.
    acceptedThisVisit = true;
  }
  for (const listener of listeners) listener();
}

/** Accepted, on this device or, when storage is disabled, in this visit. */
export const consented = () => acceptedThisVisit || hasAcceptedAll();

/** For useSyncExternalStore: calls `listener` when the answer changes; returns the unsubscribe. */
export function subscribeToConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
