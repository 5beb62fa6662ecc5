import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createTables } from '../../infra/local/provision/tables';
import { findFreePort, localCredentials, startDynalite } from '../../infra/local/stand-ins/emulators';

/**
 * Runs `bench` against a dynalite of its own, in memory, holding the product's three tables
 * (names starting with `prefix`), with the functions' environment pointed at it and `extraEnv`
 * beside (another stand-in's endpoint, say): a bench never touches the local stack's data. The
 * functions' modules a bench imports inside `bench` read this environment; it is put back as it
 * was when `bench` ends.
 */
export async function withBenchTables<T>(
  prefix: string,
  extraEnv: Record<string, string>,
  bench: () => Promise<T>,
): Promise<T> {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
  const dynalite = await startDynalite({ port: await findFreePort() });
  // What this bench sets goes back as it was afterwards: a later bench (the Lighthouse run's
  // local stack, say) must not inherit its tables or its pinned NOW.
  const before = { ...process.env };
  try {
    const region = 'ca-central-1';
    const tables = await createTables(
      new DynamoDBClient({ endpoint: dynalite.endpoint, region, credentials: localCredentials }),
      prefix,
    );
    Object.assign(process.env, {
      USER_TABLE: tables.user,
      PROPERTY_TABLE: tables.property,
      HOME_VALUE_TABLE: tables.homeValue,
      DYNAMODB_ENDPOINT: dynalite.endpoint,
      AWS_REGION: region,
      AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
      ...extraEnv,
    });
    const { resetEnv } = await import('../../functions/lib/env');
    const { resetClients } = await import('../../functions/lib/aws-clients');
    resetEnv();
    resetClients();
    return await bench();
  } finally {
    await dynalite.stop();
    for (const key of Object.keys(process.env)) if (!(key in before)) delete process.env[key];
    Object.assign(process.env, before);
    const { resetEnv } = await import('../../functions/lib/env');
    const { resetClients } = await import('../../functions/lib/aws-clients');
    resetEnv();
    resetClients();
  }
}
