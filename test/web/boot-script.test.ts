import { afterEach, describe, expect, it } from 'vitest';
import { bootScript } from '../../web/prerender/boot-script';

/** Runs the prerendered pages' inline script as the browser would, before the first paint. */
function boot(): { consented: boolean; session: boolean } {
  new Function(bootScript)();
  const root = document.documentElement;
  return { consented: root.hasAttribute('data-consented'), session: root.hasAttribute('data-session') };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('data-consented');
  document.documentElement.removeAttribute('data-session');
});

describe("the prerendered pages' boot script (issue 26)", () => {
  it("marks nothing for a first visit: the frame shows the cookie banner and 'Sign In'", () => {
    expect(boot()).toEqual({ consented: false, session: false });
  });

  it('marks an accepted cookie banner (the key lib/consent.ts writes) so the frame hides it', () => {
    localStorage.setItem('gtaHomes.cookieConsent', 'all');
    expect(boot()).toEqual({ consented: true, session: false });
  });

  it("marks a session Amplify stored, kept or for this tab only, so the frame hides 'Sign In'", () => {
    localStorage.setItem('CognitoIdentityServiceProvider.client-1.LastAuthUser', 'u1');
    expect(boot().session).toBe(true);
    document.documentElement.removeAttribute('data-session');
    localStorage.clear();
    sessionStorage.setItem('CognitoIdentityServiceProvider.client-1.LastAuthUser', 'u1');
    expect(boot().session).toBe(true);
  });

  it("does not take another key of Amplify's for a session", () => {
    localStorage.setItem('CognitoIdentityServiceProvider.client-1.u1.idToken', 'x');
    expect(boot().session).toBe(false);
  });
});
