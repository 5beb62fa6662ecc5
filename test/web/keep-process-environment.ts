import { afterAll } from 'vitest';

/**
 * `web-isolated` runs each file in a VM context of its own (`vmThreads`), but every context of
 * a worker shares the worker's real `process`: an environment variable a file sets or stubs
 * would reach the files after it. The environment as the file found it is put back after it.
 */
const environment = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
});
