import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import type { LocalConfig } from './config';
import {
  localCredentials,
  startDynalite,
  startS3rver,
  startSesLocal,
  type RunningEmulator,
} from './stand-ins/emulators';
import { functionsEnv } from './functions-env';
import { linkSigningSecret } from './link-signing-secret';
import { readLocalInfo } from './local-info';
import { runningStackPid } from './pid-file';
import { findFreePort } from './stand-ins/ports';
import { createBuckets } from './provision/buckets';
import { createTables, type TableNames } from './provision/tables';

/** Where the command-line tools found the local data, and what they reach it with. */
export interface LocalData {
  /** `running`: the stand-ins of a live `npm start`; `started`: ones this process started. */
  source: 'running' | 'started';
  tables: TableNames;
  buckets: { photos: string; uploads: string };
  dynamodb: DynamoDBClient;
  s3: S3Client;
}

const bucketNames = { photos: 'photos', uploads: 'uploads' };

/**
 * Runs `work` against the local stack's data, for `npm run seed`, `npm run import` and `npm run
 * job`. When an `npm start` is using the data folder, the work goes through its stand-ins
 * (LevelDB allows one process per folder); otherwise DynamoDB, S3 and SES are started here on
 * the same folder, on free ports, and stopped afterwards. Either way the functions'
 * environment points at them, so the tools run the very code the Lambdas run.
 */
export async function withLocalData<T>(config: LocalConfig, work: (data: LocalData) => Promise<T>): Promise<T> {
  const clientOptions = { region: config.region, credentials: localCredentials };
  const info = runningStackPid(config.dataDir) ? readLocalInfo(config.dataDir) : undefined;
  const started: RunningEmulator[] = [];
  try {
    let endpoints: { dynamodb: string; s3: string; ses: string };
    let tables: TableNames;
    if (info) {
      endpoints = { dynamodb: info.dynamodbEndpoint, s3: info.s3Endpoint, ses: info.sesEndpoint };
      tables = info.tables as TableNames;
    } else {
      mkdirSync(config.dataDir, { recursive: true });
      const [dynamodb, s3, ses] = await Promise.all([
        findFreePort().then((port) => startDynalite({ port, path: join(config.dataDir, 'dynamodb') })),
        findFreePort().then((port) => startS3rver({ port, directory: join(config.dataDir, 's3') })),
        findFreePort().then((port) => startSesLocal({ port })),
      ]);
      started.push(dynamodb, s3, ses);
      endpoints = { dynamodb: dynamodb.endpoint, s3: s3.endpoint, ses: ses.endpoint };
      tables = await createTables(new DynamoDBClient({ ...clientOptions, endpoint: endpoints.dynamodb }));
    }
    const dynamodb = new DynamoDBClient({ ...clientOptions, endpoint: endpoints.dynamodb });
    const s3 = new S3Client({ ...clientOptions, endpoint: endpoints.s3, forcePathStyle: true });
    if (!info) await createBuckets(s3, Object.values(bucketNames));

    Object.assign(
      process.env,
      functionsEnv({
        region: config.region,
        tables,
        buckets: bucketNames,
        userPoolId: info?.userPoolId ?? '',
        userPoolClientId: info?.userPoolClientId ?? '',
        siteUrl: info?.siteUrl ?? `http://localhost:${config.ports.web}`,
        ...(config.now && { now: config.now }),
        dynamodbEndpoint: endpoints.dynamodb,
        s3Endpoint: endpoints.s3,
        sesEndpoint: endpoints.ses,
        cognitoEndpoint: info?.cognitoEndpoint ?? '',
        cognitoIssuerDomain: info ? info.cognitoIssuer.slice(0, info.cognitoIssuer.lastIndexOf('/')) : '',
        // The same key as `npm start` on this folder: a job's mail carries links that work.
        linkSigningSecret: linkSigningSecret(config.dataDir),
        // The contact import counts its invitation e-mails against the rate limits. `npm start`
        // makes its key per start and writes it nowhere, so a tool's run counts afresh, as a
        // restart does.
        rateKeySecret: randomBytes(32).toString('base64url'),
      }),
    );
    // The functions read their environment once, on first use: start them afresh.
    const { resetEnv } = await import('../../functions/lib/env');
    const { resetClients } = await import('../../functions/lib/aws-clients');
    resetEnv();
    resetClients();
    return await work({ source: info ? 'running' : 'started', tables, buckets: bucketNames, dynamodb, s3 });
  } finally {
    for (const emulator of started.reverse()) await emulator.stop();
  }
}
