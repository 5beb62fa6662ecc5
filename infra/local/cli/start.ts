import { existsSync } from 'node:fs';
import { LocalStackError, parseLocalConfig, type LocalConfig } from '../config';
import { readyBanner } from './banner';
import { localInfoFile } from '../local-info';
import { startLocalStack, type LocalStack } from '../stack';

/**
 * `npm start`: the whole product on this machine. Prints `Ready: <site>` once everything
 * answers; Ctrl-C (or SIGTERM) stops it all and exits 0, a second Ctrl-C exits at once.
 */

// The AWS SDK warns that it will need Node 22 from 2027; the Lambdas run on Node 22 already.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
// Handlers log one JSON line per request at INFO; locally the gateway's access log says enough.
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
// Business metrics (EMF) belong in Lambda's log; here they would be one JSON line per request.
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

function fail(error: unknown): never {
  const message =
    error instanceof LocalStackError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  console.error(`
The local stack did not start: ${message}`);
  process.exit(1);
}

let config: LocalConfig;
try {
  config = parseLocalConfig();
} catch (error) {
  fail(error);
}

const aborter = new AbortController();
let stack: LocalStack | undefined;
let stopping = false;
let firstSignalAt = 0;

async function shutdown(signal: string): Promise<void> {
  // One Ctrl-C can arrive twice (the terminal signals the whole process group, and npm or
  // tsx relay it too): only a later one means "stop waiting".
  if (stopping && Date.now() - firstSignalAt < 500) return;
  if (stopping) {
    console.log(`\n${signal} again: exiting without waiting.`);
    process.exit(130);
  }
  stopping = true;
  firstSignalAt = Date.now();
  console.log(`\n${signal}: stopping the local stack…`);
  if (!stack) {
    // Still starting: the start-up stops at its next step, cleans up and lands in the catch below.
    aborter.abort();
    return;
  }
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const restart = existsSync(localInfoFile(config.dataDir));
try {
  stack = await startLocalStack({
    config,
    signal: aborter.signal,
    log: (line) => console.log(line),
    logRequests: (line) => console.log(`  ${line}`),
  });
} catch (error) {
  // Ctrl-C during start-up: the stack already cleaned up after itself.
  if (stopping) process.exit(0);
  fail(error);
}
console.log(readyBanner(stack.info, config.dataDir, restart));
