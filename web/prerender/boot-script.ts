import { createHash } from 'node:crypto';
import { consentKey } from '../src/lib/consent.ts';

/**
 * The one inline script of the prerendered pages, run before their first paint. The HTML is
 * the same for everyone; this marks the document with what this browser remembers, so that the
 * prerendered frame shows what the app will: no cookie banner once it was accepted
 * (`data-consented`), no "Sign In" while a session is stored (`data-session`, Amplify's
 * `LastAuthUser` key for any app client). The app replaces the frame when it has drawn the
 * page; the marks are read by the frame's style alone (shellStyle).
 *
 * Inline, because a script file would be one more request before the first paint; allowed by
 * the Content-Security-Policy through its hash (infra/security-headers.ts), not by
 * 'unsafe-inline'.
 */
export const bootScript = [
  '(function(){var d=document.documentElement;',
  `try{if(localStorage.getItem(${JSON.stringify(consentKey)})==="all")d.setAttribute("data-consented","")}catch(e){}`,
  'try{[localStorage,sessionStorage].forEach(function(s){for(var i=0;i<s.length;i++)',
  'if(/^CognitoIdentityServiceProvider\\.[^.]+\\.LastAuthUser$/.test(s.key(i)||""))d.setAttribute("data-session","")})}catch(e){}',
  '})();',
].join('');

/** The script's CSP source: `'sha256-…'`. */
export const bootScriptHash = `'sha256-${createHash('sha256').update(bootScript, 'utf8').digest('base64')}'`;

/** What the marks change in the prerendered frame (`[data-shell]`), and nowhere else. */
export const shellStyle = [
  'html[data-consented] [data-shell] [data-consent-banner]{display:none}',
  'html[data-session] [data-shell] [data-visitor-only]{visibility:hidden}',
].join('');
