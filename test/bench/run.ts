import { parseLocalConfig } from '../../infra/local/config';
import { withLocalData } from '../../infra/local/local-data';
import { lambdaBundleLimitBytes, measureLambdaBundles } from './lambda-bundles';
import { benchSearch } from './search';

/**
 * `npm run bench`: the figures DESIGN "Targets" names, measured on this machine. The bars are
 * reported next to the figures; they are targets, not test assertions.
 */
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.log('Lambda bundles (minified; target ≤ 500 KB each)');
for (const { name, bytes, gzipBytes } of await measureLambdaBundles()) {
  const verdict = bytes <= lambdaBundleLimitBytes ? 'ok' : 'OVER';
  console.log(`  ${name.padEnd(12)} ${kb(bytes).padStart(10)}  (gzip ${kb(gzipBytes)})  ${verdict}`);
}

// The data figures run on the local stack's data (a running `npm start`'s, or its data folder).
await withLocalData(parseLocalConfig(), () => benchSearch((line) => console.log(line)));
