import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LocalConfig } from '../../infra/local/config';
import type { LocalInfo } from '../../infra/local/local-info';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';

/**
 * One browser-test stack in a process of its own (global-setup.ts forks one per test worker).
 * The handlers run in the stack's process and read their tables and endpoints from its
 * `process.env` (infra/local/stack.ts), so two stacks cannot share a process.
 *
 * The parent sends the stack's config; this answers `{ ready: info }` once the site answers, or
 * `{ failed: message }`. It stops the stack, removes its data folder and exits when told
 * `'stop'` or when the parent goes (a test run interrupted: vitest exits at once on Ctrl-C,
 * without its teardown, so this ignores the Ctrl-C it gets too, and stops on the disconnect).
 */
export type StackProcessAnswer = { ready: LocalInfo } | { failed: string };

const root = fileURLToPath(new URL('../..', import.meta.url));
let config: LocalConfig | undefined;
let starting: Promise<LocalStack | undefined> | undefined;
let stopping = false;

async function stop(): Promise<never> {
  stopping = true;
  try {
    await (await starting)?.stop();
  } finally {
    if (config) rmSync(config.dataDir, { recursive: true, force: true });
    // Whatever a stopped stack left open (a worker thread, a socket) keeps no process alive.
    process.exit(0);
  }
}

process.on('SIGINT', () => undefined);
process.on('message', (message: { start: LocalConfig } | 'stop') => {
  if (message === 'stop') {
    void stop();
    return;
  }
  config = message.start;
  starting = startLocalStack({ root, config }).then(
    (stack) => {
      if (!stopping && process.connected) process.send?.({ ready: stack.info } satisfies StackProcessAnswer);
      return stack;
    },
    (error: unknown) => {
      const failed = error instanceof Error ? (error.stack ?? error.message) : String(error);
      if (process.connected) process.send?.({ failed } satisfies StackProcessAnswer);
      return undefined;
    },
  );
});
process.on('disconnect', () => void stop());
