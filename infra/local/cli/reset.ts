import { existsSync, rmSync } from 'node:fs';
import { parseLocalConfig } from '../config';
import { runningStackPid } from '../pid-file';

/** `npm run reset`: deletes the data folder, unless a local stack is using it right now. */
const { dataDir } = parseLocalConfig();
const pid = runningStackPid(dataDir);
if (pid) {
  console.error(`A local stack (pid ${pid}) is using ${dataDir}. Stop it (Ctrl-C) before resetting.`);
  process.exit(1);
}
if (!existsSync(dataDir)) {
  console.log(`Nothing to reset: ${dataDir} does not exist.`);
} else {
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`Deleted ${dataDir}: the next \`npm start\` seeds everything afresh.`);
}
