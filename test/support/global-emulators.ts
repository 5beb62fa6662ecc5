import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  findFreePort,
  startCognitoLocal,
  startDynalite,
  startS3rver,
  type RunningEmulator,
} from '../../infra/local/stand-ins/emulators';

/**
 * One set of stand-ins for a run of the integration tests (DESIGN "Controls"): in-memory
 * DynamoDB, S3 and cognito-local in a temporary folder, on free ports so a developer's
 * `npm start` can keep running. Test files isolate their data by table-name prefix
 * (`createTables(client, prefix)`) and by creating their own user pool.
 */
export interface EmulatorEndpoints {
  dynamodbEndpoint: string;
  s3Endpoint: string;
  cognitoEndpoint: string;
  /** cognito-local's token issuer domain: `iss` is `${cognitoIssuerDomain}/${userPoolId}`. */
  cognitoIssuerDomain: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    emulators: EmulatorEndpoints;
  }
}

interface Started {
  endpoints: EmulatorEndpoints;
  stop: () => Promise<void>;
}

async function startEmulators(): Promise<Started> {
  const folder = mkdtempSync(join(tmpdir(), 'gta-emulators-'));
  const started: RunningEmulator[] = [];
  const stop = async () => {
    for (const emulator of started.reverse()) await emulator.stop();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const [dynamodbPort, s3Port, cognitoPort] = [await findFreePort(), await findFreePort(), await findFreePort()];
    const results = await Promise.allSettled([
      startDynalite({ port: dynamodbPort }),
      startS3rver({ port: s3Port, directory: join(folder, 's3') }),
      startCognitoLocal({ port: cognitoPort, directory: join(folder, 'cognito') }),
    ]);
    for (const result of results) if (result.status === 'fulfilled') started.push(result.value);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const [dynamodb, s3, cognito] = started as [
      RunningEmulator,
      RunningEmulator,
      Awaited<ReturnType<typeof startCognitoLocal>>,
    ];
    const endpoints = {
      dynamodbEndpoint: dynamodb.endpoint,
      s3Endpoint: s3.endpoint,
      cognitoEndpoint: cognito.endpoint,
      cognitoIssuerDomain: cognito.issuerDomain,
    };
    return { endpoints, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The integration tests are two projects (vitest.config.ts: files that share a module graph,
 * files run isolated), and vitest runs a project's global setup once per project: both get the
 * same stand-ins, started by the first and stopped when the last is done.
 */
const shared = Symbol.for('gta.integration-emulators');
type Holder = { [shared]?: { started: Promise<Started>; users: number } };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const holder = globalThis as Holder;
  const entry = (holder[shared] ??= { started: startEmulators(), users: 0 });
  entry.users++;
  const release = async () => {
    entry.users--;
    if (entry.users > 0) return;
    delete holder[shared];
    await (await entry.started).stop();
  };
  try {
    project.provide('emulators', (await entry.started).endpoints);
  } catch (error) {
    entry.users--;
    if (entry.users === 0) delete holder[shared];
    throw error;
  }
  return release;
}
