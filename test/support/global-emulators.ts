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

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'gta-emulators-'));
  const started: RunningEmulator[] = [];
  const teardown = async () => {
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
    project.provide('emulators', {
      dynamodbEndpoint: dynamodb.endpoint,
      s3Endpoint: s3.endpoint,
      cognitoEndpoint: cognito.endpoint,
      cognitoIssuerDomain: cognito.issuerDomain,
    });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
