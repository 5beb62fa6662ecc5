import { join } from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { LocalStackError, portNames, type LocalConfig, type PortName } from './config';
import { startCognitoLocal } from './stand-ins/cognito-local';
import { localCredentials, startDynalite, startS3rver, startSesLocal } from './stand-ins/emulators';
import type { LambdaInvokeCredentials } from './gateway/lambda-invoke-auth';
import { readLocalInfo } from './local-info';
import { runningStackPid } from './pid-file';
import { assertPortFree, localHost } from './stand-ins/ports';
import { createBuckets } from './provision/buckets';
import { createTables } from './provision/tables';
import { ensureUserPool, upgradeStoredUserPool } from './provision/user-pool';
import { triggerFunctionNames, triggers } from './gateway/triggers';
import type { Running } from './running';
import { prepareWebServer } from './web-server';

/**
 * The local stack's first two steps (stack.ts): the stand-ins started (DynamoDB, S3, SES,
 * Cognito, and the site prepared), then the resources the stateful stack would create
 * (tables, buckets, user pool) made in them.
 */

const poolName = 'gta-homes-local';
export const bucketNames = { photos: 'photos', uploads: 'uploads' };
const portPurposes: Record<PortName, string> = {
  web: 'web',
  api: 'API gateway',
  dynamodb: 'DynamoDB',
  s3: 'S3',
  cognito: 'Cognito',
  ses: 'SES mail',
};

export async function checkFree(config: LocalConfig): Promise<void> {
  const other = runningStackPid(config.dataDir);
  if (other) {
    throw new LocalStackError(`A local stack (pid ${other}) is already using ${config.dataDir}. Stop it first.`);
  }
  for (const name of Object.keys(config.ports) as PortName[]) {
    await assertPortFree(config.ports[name], portPurposes[name], portNames[name]);
  }
}

/** The four stand-ins, and Vite loading its config meanwhile (it listens only at the end). */
export async function startStandIns(
  config: LocalConfig,
  root: string,
  running: Running,
  invokeCredentials: LambdaInvokeCredentials,
) {
  const { ports, dataDir } = config;
  // cognito-local reads its pools once, as it starts: a pool from before keepOriginal gets it now.
  upgradeStoredUserPool(join(dataDir, 'cognito'), poolName);
  const starting = {
    dynamodb: startDynalite({ port: ports.dynamodb, path: join(dataDir, 'dynamodb') }),
    s3: startS3rver({ port: ports.s3, directory: join(dataDir, 's3') }),
    ses: startSesLocal({ port: ports.ses }),
    cognito: startCognitoLocal({
      port: ports.cognito,
      directory: join(dataDir, 'cognito'),
      lambdaEndpoint: gatewayUrl(config),
      lambdaCredentials: invokeCredentials,
      triggerFunctions: triggerFunctionNames(triggers),
    }),
    web: prepareWebServer({
      root,
      port: ports.web,
      gatewayUrl: gatewayUrl(config),
      staticWeb: config.staticWeb,
      ...(config.webDist && { webDist: config.webDist }),
    }),
  };
  const names = Object.keys(starting) as (keyof typeof starting)[];
  const results = await Promise.allSettled(Object.values(starting));
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') running.add(names[i]!, result.value.stop);
  });
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return {
    dynamodb: await starting.dynamodb,
    s3: await starting.s3,
    ses: await starting.ses,
    cognito: await starting.cognito,
    web: await starting.web,
  };
}
export type StandIns = Awaited<ReturnType<typeof startStandIns>>;

export const gatewayUrl = (config: LocalConfig) => `http://${localHost}:${config.ports.api}`;
export const siteUrl = (config: LocalConfig) => `http://localhost:${config.ports.web}`;

export async function provision(config: LocalConfig, standIns: StandIns) {
  const clientOptions = { region: config.region, credentials: localCredentials };
  const previous = readLocalInfo(config.dataDir);
  const [tables, , pool] = await Promise.all([
    createTables(new DynamoDBClient({ ...clientOptions, endpoint: standIns.dynamodb.endpoint })),
    createBuckets(
      new S3Client({ ...clientOptions, endpoint: standIns.s3.endpoint, forcePathStyle: true }),
      Object.values(bucketNames),
    ),
    ensureUserPool(new CognitoIdentityProviderClient({ ...clientOptions, endpoint: standIns.cognito.endpoint }), {
      name: poolName,
      ...(previous && { existing: { userPoolId: previous.userPoolId, userPoolClientId: previous.userPoolClientId } }),
    }),
  ]);
  return { tables, pool };
}
export type Resources = Awaited<ReturnType<typeof provision>>;
