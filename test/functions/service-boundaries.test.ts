import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The boundary rule's complaints about `code` as if it were the file `path` (nothing is written). */
async function ruleErrors(rule: string, path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
}
const boundaryErrors = (path: string, code: string) => ruleErrors('services/service-boundaries', path, code);

describe('the service boundary rule (eslint.config.js)', { timeout: 30_000 }, () => {
  it("refuses a service importing another service's file other than its published module", async () => {
    const errors = await boundaryErrors(
      'functions/property/probe.ts',
      "import { findMyAgent } from '../user/agent';\nexport const probe = findMyAgent;\n",
    );

    expect(errors).toEqual([
      "The property service may import only the user service's published module (functions/user/published.ts), not 'user/agent'.",
    ]);
  });

  it("lets a service import another's published module, and lib", async () => {
    const errors = await boundaryErrors(
      'functions/user/handlers/probe.ts',
      "import { listingExists } from '../../property/published';\nimport { env } from '../../lib/env';\nexport const probe = [listingExists, env];\n",
    );

    expect(errors).toEqual([]);
  });

  it('refuses functions/lib importing a service, even its published module', async () => {
    const errors = await boundaryErrors(
      'functions/lib/probe.ts',
      "export { accountStanding } from '../user/published';\n",
    );

    expect(errors).toHaveLength(1);
  });

  it("counts the imports as the property service's: they reach its files, and the user service only through its published module", async () => {
    const own = await boundaryErrors(
      'functions/imports/probe.ts',
      "import { scanListings } from '../property/listing-repository';\nexport const probe = scanListings;\n",
    );
    const user = await boundaryErrors(
      'functions/imports/probe.ts',
      "import { getProfile } from '../user/profile-repository';\nexport const probe = getProfile;\n",
    );

    expect(own).toEqual([]);
    expect(user).toHaveLength(1);
  });

  it("lets a service's job use the runner, and keeps the runner out of every service, even a published module", async () => {
    const job = await boundaryErrors(
      'functions/home-value/jobs/probe/index.ts',
      "import { createJobHandler } from '../../../jobs/job';\nimport { scanListings } from '../../../property/listing-repository';\nexport const probe = [createJobHandler, scanListings];\n",
    );
    const runner = await boundaryErrors(
      'functions/jobs/probe.ts',
      "import { listingExists } from '../property/published';\nimport { env } from '../lib/env';\nexport const probe = [listingExists, env];\n",
    );

    expect(job).toEqual([
      "The home-value service may import only the property service's published module (functions/property/published.ts), not 'property/listing-repository'.",
    ]);
    expect(runner).toEqual([
      "functions/jobs serves every service and imports none: 'property/published' belongs to the property service.",
    ]);
  });
});

describe('the slice boundary rule (eslint.config.js, issue 27)', { timeout: 30_000 }, () => {
  it("refuses a slice importing another slice's file other than its published module", async () => {
    const errors = await boundaryErrors(
      'functions/user/contacts/probe.ts',
      "import { getProfile } from '../accounts/profile-repository';\nexport const probe = getProfile;\n",
    );

    expect(errors).toEqual([
      "The contacts slice may import only the accounts slice's published module (functions/user/accounts/published.ts), not 'user/accounts/profile-repository'.",
    ]);
  });

  it('refuses it from a sub-folder of a slice and for a re-export too', async () => {
    const errors = await boundaryErrors(
      'functions/user/mail/newsletter/probe.ts',
      "export { findAgent } from '../../accounts/agent';\n",
    );

    expect(errors).toHaveLength(1);
  });

  it('counts a new folder of the service as a slice without a row in the config', async () => {
    const errors = await boundaryErrors(
      'functions/user/saved-searches/probe.ts',
      "import { getProfile } from '../accounts/profile-repository';\nexport const probe = getProfile;\n",
    );

    expect(errors).toHaveLength(1);
  });

  it("lets a slice import another slice's published module, and its own files", async () => {
    const errors = await boundaryErrors(
      'functions/user/contacts/probe.ts',
      "import { getProfile } from '../accounts/published';\nimport { listUsers } from './users';\nexport const probe = [getProfile, listUsers];\n",
    );

    expect(errors).toEqual([]);
  });

  it("lets the service's root compose its slices", async () => {
    const errors = await boundaryErrors(
      'functions/user/probe.ts',
      "import { routes } from './accounts/routes';\nexport const probe = routes;\n",
    );

    expect(errors).toEqual([]);
  });

  it("lets a slice's job entry use the job runner, and nothing else of the service's use it", async () => {
    const entry = await boundaryErrors(
      'functions/user/deletion/job/probe.ts',
      "import { jobHandler } from '../../../jobs/job';\nexport const probe = jobHandler;\n",
    );
    const domain = await boundaryErrors(
      'functions/user/deletion/probe.ts',
      "import { jobHandler } from '../../jobs/job';\nexport const probe = jobHandler;\n",
    );

    expect(entry).toEqual([]);
    expect(domain).toHaveLength(1);
  });
});

describe('the one-mail-helper rule (eslint.config.js)', { timeout: 30_000 }, () => {
  const sendsThroughSes = (from: string) => `import { sendEmail } from '${from}';\nexport const probe = sendEmail;\n`;

  it('refuses a service sending through the SES adapter, around the mail helper', async () => {
    const errors = await ruleErrors(
      'services/one-mail-helper',
      'functions/property/probe.ts',
      sendsThroughSes('../lib/adapters/ses-email'),
    );

    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('functions/lib/mail');
  });

  it('lets the mail helper itself use the adapter', async () => {
    const errors = await ruleErrors(
      'services/one-mail-helper',
      'functions/lib/mail/probe.ts',
      sendsThroughSes('../adapters/ses-email'),
    );

    expect(errors).toEqual([]);
  });
});
