import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `DATA_DIR/stack.pid` marks a data folder in use: LevelDB allows one process per folder, and
 * `npm run reset` must not delete the files under a running stack. A file left by a killed
 * process names a dead pid and is ignored.
 */
const pidFile = (dataDir: string) => join(dataDir, 'stack.pid');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of the live local stack using this data folder, if any. */
export function runningStackPid(dataDir: string): number | undefined {
  const file = pidFile(dataDir);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : undefined;
}

export function claimDataDir(dataDir: string): void {
  writeFileSync(pidFile(dataDir), `${process.pid}\n`);
}

export function releaseDataDir(dataDir: string): void {
  const file = pidFile(dataDir);
  if (existsSync(file) && readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
}
