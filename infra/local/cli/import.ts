import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { jobs } from '../../../functions/jobs/jobs';
import { LocalStackError, parseLocalConfig } from '../config';
import { withLocalData } from '../local-data';
import { runJobNow } from '../jobs';

/**
 * `npm run import -- neighbourhoods FILE.geojson [--community Toronto]` and
 * `npm run import -- listings FILE.csv`: how a brokerage loads its own data. Skipped rows
 * are listed with their line (or feature) number; afterwards the jobs that derive from
 * the listings rebuild everything (sold reports, the search index).
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
// Business metrics (EMF) belong in Lambda's log; here they would be one JSON line per request.
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const usage = `Usage:
  npm run import -- neighbourhoods FILE.geojson [--community Toronto]
  npm run import -- listings FILE.csv

The listings columns are described in functions/imports/README.md.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { community: { type: 'string', default: 'Toronto' }, help: { type: 'boolean', short: 'h' } },
});
const [kind, file] = positionals;
if (values.help || !file || (kind !== 'neighbourhoods' && kind !== 'listings')) {
  console.log(usage);
  process.exit(values.help ? 0 : 1);
}

try {
  const text = readFileSync(resolve(process.cwd(), file), 'utf8');
  const config = parseLocalConfig();
  await withLocalData(config, async (data) => {
    console.log(data.source === 'running' ? 'Using the running local stack.' : `Using the data in ${config.dataDir}.`);
    const { clock } = await import('../../../functions/lib/clock');
    const { importListingFile, importNeighbourhoodFile } = await import('../../../functions/imports/run-import');
    const log = (line: string) => console.log(line);
    const summary =
      kind === 'neighbourhoods'
        ? await importNeighbourhoodFile(text, { community: values.community!, now: clock.now(), log })
        : await importListingFile(text, { now: clock.now(), log });
    for (const problem of summary.problems) console.log(`  skipped ${problem.where}: ${problem.message}`);
    console.log(`Imported ${summary.imported} ${kind}; skipped ${summary.problems.length}.`);
    for (const job of jobs.filter((j) => j.derivedFromListings)) await runJobNow(job, root, { all: true }, log);
  });
} catch (error) {
  const known = error instanceof LocalStackError || (error as Error).name === 'ImportError';
  console.error(known ? `Nothing was imported: ${(error as Error).message}` : error);
  process.exit(1);
}
