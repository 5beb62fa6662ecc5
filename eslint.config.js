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
