import { benchWebBundles } from './web-bundles';
import { compareLighthouse } from './web-compare';
import { benchLighthouse } from './web-lighthouse';

/**
 * `npm run bench:web`: the web figures alone: each route's first-load JavaScript against its
 * budget, then Lighthouse mobile over the pages of issue 26 (web-lighthouse.ts). The figures
 * are benchmark output, not a timed test. `BENCH_COMPARE=<git ref>` measures the working tree
 * against that ref instead, interleaved on one stack (web-compare.ts).
 */
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
// Business metrics (EMF) belong in Lambda's log; here they would be one JSON line per request.
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
const log = (line: string) => console.log(line);

const compareWith = process.env.BENCH_COMPARE;
if (compareWith) await compareLighthouse(compareWith, log);
else {
  if (process.env.BENCH_BUDGETS !== '0') await benchWebBundles(log);
  await benchLighthouse(log);
}
