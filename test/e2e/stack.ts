import { inject } from 'vitest';
import type { E2eStack } from './global-setup';

/**
 * The local stack of the test worker running this file (global-setup.ts starts one per worker):
 * a worker's files run one at a time against it, so no file meets another's changes mid-test.
 */
export function e2eStack(): E2eStack {
  const stacks = inject('e2eStacks');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const stack = stacks[worker - 1];
  if (!stack) throw new Error(`No browser-test stack for worker ${worker} of ${stacks.length}.`);
  return stack;
}
