import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { jobs, findJob } from '../../../functions/jobs/jobs';
import { LocalStackError, parseLocalConfig } from '../config';
import { withLocalData } from '../local-data';
import { runJobNow } from '../jobs';

/**
 * `npm run job -- NAME [--month YYYY-MM] [--all]`: runs one job of the job table now, on the
 * local stack's data (through a running `npm start`, or on its data folder directly).
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
// Business metrics (EMF) belong in Lambda's log; here they would be one JSON line per request.
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const usage = `Usage: npm run job -- NAME [--month YYYY-MM] [--all]

Jobs:
${jobs.map((job) => `  ${job.name.padEnd(28)}${job.description}`).join('\n')}`;

try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { month: { type: 'string' }, all: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  const job = positionals[0] ? findJob(positionals[0]) : undefined;
  if (values.help || !job) {
    console.log(positionals[0] && !values.help ? `There is no job named ${positionals[0]}.\n\n${usage}` : usage);
    process.exit(values.help ? 0 : 1);
  }
  const { parseJobInput } = await import('../../../functions/jobs/job');
  const input = parseJobInput({ ...(values.month && { month: values.month }), ...(values.all && { all: true }) });
  const config = parseLocalConfig();
  await withLocalData(config, async (data) => {
    console.log(data.source === 'running' ? 'Using the running local stack.' : `Using the data in ${config.dataDir}.`);
    await runJobNow(job, root, input, (line) => console.log(line));
  });
} catch (error) {
  const known = error instanceof LocalStackError || (error as Error).name === 'ValidationError';
  console.error(known ? (error as Error).message : error);
  process.exit(1);
}
