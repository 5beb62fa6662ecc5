import { useRouterState } from '@tanstack/react-router';

/** A base no path of ours can leave: what `returnPath` resolves a value against. */
const base = 'https://return-path.invalid';

/**
 * The page a visitor was on when a signed-in page sent them to sign in (an e-mail's "Review the
 * valuation" opened signed out), to go back to once signed in: a path of this site with its
 * query, or nothing. Another origin (`//evil.example`, `/\evil.example`, `https:…`), the sign-in
 * pages themselves and the e-mail redirect `/e/…` are not returned to.
 */
export function returnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048 || !value.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  // Dot segments can leave `//host` once resolved (`/.//evil.example`): a path that then reads as
  // another origin is refused too, whatever the router would make of it (review 47 M3).
  if (url.origin !== base || url.pathname.startsWith('//') || url.pathname.includes('\\')) return undefined;
  if (/^\/(sign-in|sign-up|e\/)/.test(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The sign-in link's search on this page: come back here once signed in (QA 47a M2: "Unlock
 * Full Details" on a sold listing went home after sign-in). None on the home page, where
 * sign-in goes anyway, and none on a page `returnPath` would not return to.
 */
export function useSignInSearch(): { redirect?: string } {
  const href = useRouterState({ select: (state) => state.location.href });
  const redirect = returnPath(href);
  return redirect && redirect !== '/' ? { redirect } : {};
}
