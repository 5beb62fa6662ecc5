/**
 * The facts the privacy page states, kept as data so tests can hold them to the code and to
 * DECISIONS.
 */

/**
 * What the site keeps in the browser. It sets no cookies; test/web/site-pages.test.tsx fails when
 * web/src stores a key that is not listed here.
 */
export const browserStorage = [
  {
    name: 'gtaHomes.cookieConsent',
    where: 'Local storage',
    holds: 'That you chose “Accept all” on the cookie banner, so it is not shown again.',
    kept: 'Until you clear your browser’s site data.',
  },
  {
    name: 'CognitoIdentityServiceProvider.*',
    where: 'Local storage with “Remember me”, otherwise session storage',
    holds:
      'Your sign-in session from Amazon Cognito: the tokens that prove who you are to our servers. Never your password.',
    kept: 'Until you sign out; in session storage, until you close the tab.',
  },
  {
    name: 'gtaHomes.keepSession',
    where: 'Local storage',
    holds: 'That you signed in without “Remember me”, so your session ends with the tab.',
    kept: 'Until you next sign in with “Remember me”.',
  },
  {
    name: 'gtaHomes.email',
    where: 'Local storage',
    holds: 'The e-mail address of your last sign-in, so the form can offer it again.',
    kept: 'Until you sign out.',
  },
  {
    name: 'gtaHomes.analyticsSession',
    where: 'Session storage',
    holds:
      'A random number for this visit, sent with the account activity described above and, after “Accept all”, with the pages you view.',
    kept: 'Until you close the tab or sign out.',
  },
] as const;

/** DECISIONS row 43, in the page's words. */
export const retentionPeriods = [
  { what: 'Your account and what you saved in it', kept: 'While your account is open.' },
  { what: 'Deleted accounts', kept: 'Removed at once, with the data they hold.' },
  { what: 'Detailed analytics events', kept: '25 months, after which only monthly totals remain.' },
  {
    what: 'Daily visitor keys (the random values that count visitors without identifying them)',
    kept: 'Deleted after 48 hours.',
  },
  { what: 'E-mail events (delivered, opened, clicked, unsubscribed)', kept: '25 months.' },
  { what: 'Waitlist entries', kept: 'Until you are invited, or 24 months.' },
  { what: 'Home valuations made without an account and never claimed', kept: '30 days.' },
  { what: 'Reports of rejected contact imports', kept: '30 days.' },
] as const;

/** Where every stored byte lives (the stacks' region, infra/gta-homes-app.ts). */
export const dataRegion = 'ca-central-1';
