import { config } from 'zod/v4/core';

/**
 * The site's Content-Security-Policy allows no `eval` (infra/security-headers.ts). Zod would
 * compile its object parsers with `new Function`, and even its probe for that, caught as it
 * is, is reported as a policy violation. Jitless, it parses the same way without either.
 */
config({ jitless: true });
