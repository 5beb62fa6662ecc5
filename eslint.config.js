// @ts-check
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Web features do not import each other (STYLE.md): routes compose them. This small rule
 * resolves relative and `@/` imports and refuses one that lands in another feature folder.
 */
const featureOf = (file) => /web\/src\/features\/([^/]+)\//.exec(file.split(path.sep).join('/'))?.[1];
const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: { crossFeature: "Feature '{{from}}' must not import feature '{{to}}'; compose them in a route." },
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    return {
      ImportDeclaration(node) {
        const source = String(node.source.value);
        if (!source.startsWith('.')) return;
        const to = featureOf(path.resolve(path.dirname(context.filename), source) + '/');
        if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
      },
    };
  },
};

/**
 * Services keep to their own tables (DESIGN "Rules of the house"). Under functions/, each
 * top folder belongs to an owner:
 * - `lib` (concerns of no service: HTTP stack, auth, SDK clients, paging, rate limiting,
 *   mail) imports no service, nor jobs or imports;
 * - `jobs`, the job table and the runner (functions/jobs/jobs.ts, job.ts), likewise serve
 *   every service's jobs and import no service: a job's logic and entry live in its service
 *   (e.g. functions/property/jobs/), and the runner keeps its record of a run in the table of
 *   the service the job table names;
 * - `user`, `property`, `home-value`: a file of one imports from another owner only that
 *   service's one published module, `functions/<service>/published.ts` (and lib and the
 *   runner freely); a job's entry lives with the slice that owns it (the user service's jobs:
 *   `user/mail/newsletter/job/`, `user/invitations/contact-import/job/`, `user/deletion/job/`);
 * - `imports` counts as the property service (both imports write the property table alone).
 * The composition root (functions/services.ts) mounts every route table and is no owner's.
 * Like the feature rule, it resolves relative imports to files.
 */
const functionsOwners = {
  lib: 'lib',
  jobs: 'jobs',
  user: 'user',
  property: 'property',
  'home-value': 'home-value',
  imports: 'property',
};
/** Owners that serve every service and import none. */
const servesAll = new Set(['lib', 'jobs']);
const functionsPlace = (file) => {
  const under = /(?:^|\/)functions\/(.+)$/.exec(file.split(path.sep).join('/'))?.[1];
  if (!under) return undefined;
  const row = Object.keys(functionsOwners)
    .filter((prefix) => under === prefix || under.startsWith(`${prefix}/`))
    .sort((a, b) => b.length - a.length)[0];
  return { under, owner: row ? functionsOwners[row] : undefined };
};
const publishedFor = (to) => to.under.replace(/\.(js|ts)$/, '') === `${to.owner}/published`;
/**
 * Slices (issue 27): a service cut into product-area folders. A file of one slice imports
 * another slice's files only through that slice's published module, `<slice>/published.ts`,
 * as services reach each other. Each sliced service names the folders that are no slice; every
 * other folder of it is one (so a new slice is checked without a row here). The service's root
 * files (index.ts, routes.ts, published.ts) and those folders (the user service's
 * contact-files/, the second Lambda's entry) compose the slices.
 */
const slicedServices = { user: ['contact-files'] };
const sliceOf = (place) => {
  const [service, folder, ...rest] = place.under.split('/');
  const composing = slicedServices[service];
  return composing && rest.length > 0 && !composing.includes(folder) ? folder : undefined;
};
/** A job's entry and logic, kept in a `job/` or `jobs/` folder of the service or slice that owns it. */
const isJobCode = (place) => /\/jobs?\//.test(place.under);
const serviceBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      libImportsService:
        "functions/{{from}} serves every service and imports none: '{{to}}' belongs to the {{owner}} service.",
      crossService:
        "The {{from}} service may import only the {{owner}} service's published module (functions/{{owner}}/published.ts), not '{{to}}'.",
      runnerOutsideJobs:
        "Only a job's own code (a job/ or jobs/ folder of its service) uses the job runner, so '{{to}}' stays out of the API's bundles.",
      crossSlice:
        "The {{from}} slice may import only the {{slice}} slice's published module (functions/{{owner}}/{{slice}}/published.ts), not '{{to}}'.",
    },
  },
  create(context) {
    const from = functionsPlace(context.filename);
    if (!from?.owner) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = functionsPlace(path.resolve(path.dirname(context.filename), source));
      if (!to?.owner) return;
      if (to.owner === from.owner) {
        const [fromSlice, toSlice] = [sliceOf(from), sliceOf(to)];
        const module = to.under.replace(/\.(js|ts)$/, '');
        if (fromSlice && toSlice && fromSlice !== toSlice && module !== `${to.owner}/${toSlice}/published`) {
          const data = { from: fromSlice, slice: toSlice, owner: to.owner, to: to.under };
          context.report({ node, messageId: 'crossSlice', data });
        }
        return;
      }
      if (servesAll.has(from.owner)) {
        if (!servesAll.has(to.owner) || from.owner === 'lib') {
          context.report({
            node,
            messageId: 'libImportsService',
            data: { from: from.owner, to: to.under, owner: to.owner },
          });
        }
      } else if (to.owner === 'jobs' && !isJobCode(from)) {
        context.report({ node, messageId: 'runnerOutsideJobs', data: { to: to.under } });
      } else if (!servesAll.has(to.owner) && !publishedFor(to)) {
        context.report({ node, messageId: 'crossService', data: { from: from.owner, owner: to.owner, to: to.under } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/**
 * One mail helper (DESIGN "One mail helper"): every e-mail goes through functions/lib/mail,
 * which checks suppression and idempotency and adds the unsubscribe headers. So the SES adapter
 * may be imported from that folder alone; anything else sending through it would skip them.
 */
const sesAdapter = 'lib/adapters/ses-email';
const oneMailHelper = {
  meta: {
    type: 'problem',
    messages: {
      bypass:
        'Send e-mail through functions/lib/mail (sendMail), not the SES adapter: it checks suppression and idempotency and adds the unsubscribe headers.',
    },
  },
  create(context) {
    const from = functionsPlace(context.filename);
    if (!from || from.under.startsWith('lib/mail/')) return {};
    return {
      ImportDeclaration(node) {
        const source = String(node.source.value);
        if (!source.startsWith('.')) return;
        const to = functionsPlace(path.resolve(path.dirname(context.filename), source));
        if (to && to.under.replace(/\.(js|ts)$/, '') === sesAdapter) context.report({ node, messageId: 'bypass' });
      },
    };
  },
};

// `import { z }` defeats tree-shaking and drags zod's 40 locales (+370 KB) into every bundle.
const zodNamespaceOnly = {
  selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z']",
  message: "Use `import * as z from 'zod'`.",
};

export default tseslint.config(
  { ignores: ['node_modules', '.data', 'cdk.out', 'web/dist', 'web/src/routeTree.gen.ts', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', zodNamespaceOnly],
    },
  },
  {
    // CommonJS run inside a dependency's own process (infra/local/stand-ins/cognito-local-saves.cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'test/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, local: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { ...reactHooks.configs.recommended.rules, 'local/feature-boundaries': 'error' },
  },
  {
    // shared/ is pure: no I/O, no AWS SDK, no React (DESIGN "Layout").
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'fs/*', 'path', 'http', 'https', 'net', 'child_process', 'os'],
              message: 'shared/ does no I/O.',
            },
            { group: ['@aws-sdk/*', 'aws-*', '@aws-lambda-powertools/*'], message: 'shared/ does not use AWS.' },
            { group: ['react', 'react-dom', 'react/*', '@tanstack/*', '@mantine/*'], message: 'shared/ has no React.' },
            {
              group: ['../functions/*', '../web/*', '../infra/*', '../../*'],
              message: 'shared/ depends on nothing of ours.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/**/*.ts'],
    plugins: { services: { rules: { 'service-boundaries': serviceBoundaries, 'one-mail-helper': oneMailHelper } } },
    rules: { 'services/service-boundaries': 'error', 'services/one-mail-helper': 'error' },
  },
  {
    // Only repositories (and the one client factory) talk to AWS (STYLE.md "Layers").
    files: ['functions/**/*.ts'],
    ignores: [
      'functions/**/*-repository.ts',
      'functions/**/repositories/**',
      'functions/lib/aws-clients.ts',
      'functions/lib/adapters/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@aws-sdk/*'], message: 'Only repositories and adapters import the AWS SDK.' }] },
      ],
    },
  },
);
