import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The folder under which every test app synthesizes (test/infra/stacks.ts `testApp`), made for
 * the run and removed after it. An App given no `outdir` makes its own `cdk.out*` folder in the
 * system's temporary folder and leaves it there: the web bundle and the CLI layer staged as
 * assets came to about 48 MB an app, 2 GB a run of the infra tests.
 */
export const cdkOutEnv = 'GTA_TEST_CDK_OUT';

export default function setup(): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'gta-cdk-tests-'));
  // The workers start after the global setups and inherit this process's environment.
  process.env[cdkOutEnv] = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
