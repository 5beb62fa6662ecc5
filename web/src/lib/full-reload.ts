/**
 * Leaves the single-page app for a fresh page load: sign-out wants a clean slate (document 1
 * §4.4 "Sign-out reloads the page"), not just a client-side navigation.
 */
export function fullReload(path: string): void {
  window.location.assign(path);
}
