import { parseArgs } from 'node:util';
import { LocalStackError, parseLocalConfig } from '../config';
import { withLocalData } from '../local-data';
import { fullSeedSize, seedGtaData } from '../seed/seed';

/**
 * `npm run seed [-- --force]`: seeds the GTA data set into the local stack's data (the
 * running `npm start`'s, or the data folder directly), as the first `npm start` does. Without
 * `--force` an existing data set is kept; with it the data set is generated again for the
 * current SEED_SIZE and NOW and replaces the seeded one (infra/local/seed/README.md).
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
// Business metrics (EMF) belong in Lambda's log; here they would be one JSON line per request.
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

const { values } = parseArgs({
  options: { force: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log(`Usage: npm run seed [-- --force]

Seeds the GTA data set (SEED_SIZE listings, default ${fullSeedSize.toLocaleString('en-US')}, up to NOW's date) once.
--force  generate it again and replace the seeded one (neighbourhoods, photos, listings).`);
  process.exit(0);
}

try {
  const config = parseLocalConfig();
  await withLocalData(config, async (data) => {
    console.log(data.source === 'running' ? 'Using the running local stack.' : `Using the data in ${config.dataDir}.`);
    const { clock } = await import('../../../functions/lib/clock');
    const result = await seedGtaData({
      size: config.seedSize ?? fullSeedSize,
      now: clock.now(),
      s3: data.s3,
      photosBucket: data.buckets.photos,
      force: values.force,
      log: (line) => console.log(line),
    });
    if (!result.seeded) {
      const { size, today, listings } = result.state;
      console.log(
        `The GTA data set is already there (${listings.toLocaleString('en-US')} listings of size ${size}, up to ${today}). ` +
          'Run `npm run seed -- --force` to generate it again.',
      );
    }
  });
} catch (error) {
  console.error(error instanceof LocalStackError ? `Nothing was seeded: ${error.message}` : error);
  process.exit(1);
}
