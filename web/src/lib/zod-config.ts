/**
 * The site's Content-Security-Policy allows no `eval` (infra/security-headers.ts). Zod would
 * compile its object parsers with `new Function`, and even its probe for that, caught as it
 * is, is reported as a policy violation. Jitless, it parses the same way without either.
 *
 * Set on zod's global config object (`globalThis.__zod_globalConfig`, which zod creates only
 * when it is absent and then shares between its copies) rather than through
 * `config()` from `zod/v4/core`: this runs in the entry chunk, and importing zod there
 * costs every first load ~4 KB gzipped, while zod itself loads with the forms that use it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((holder.__zod_globalConfig ??= {}), { jitless: true });
