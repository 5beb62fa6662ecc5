/**
 * The origin header now lives in `functions/lib/http/origin-verify.ts` (rate limiting moved to
 * `functions/lib`, and it reads the header). This name stays only because
 * `infra/constructs/web-distribution.ts` imports it from here; point that import at the lib
 * module and delete this file.
 */
export { originVerifyHeader } from '../lib/http/origin-verify';
