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
 * `{ failed: message }`, then stops the stack when told `'stop'` or when the parent goes.
 */
export type StackProcessAnswer = { ready: LocalInfo } | { failed: string };

const root = fileURLToPath(new URL('../..', import.meta.url));
let stack: LocalStack | undefined;
let stopping: Promise<void> | undefined;

function stop(): Promise<void> {
  stopping ??= (async () => {
    await stack?.stop();
    if (process.connected) process.disconnect();
  })();
  return stopping;
}

process.on('message', (message: { start: LocalConfig } | 'stop') => {
  if (message === 'stop') {
    void stop();
    return;
  }
  startLocalStack({ root, config: message.start }).then(
    (started) => {
      stack = started;
      process.send?.({ ready: started.info } satisfies StackProcessAnswer);
    },
    (error: unknown) => {
      process.send?.({ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      process.exitCode = 1;
      if (process.connected) process.disconnect();
    },
  );
});
// The test run ended without a stop (Ctrl+C, a crash): nothing of this stack outlives it.
process.on('disconnect', () => void stop());
