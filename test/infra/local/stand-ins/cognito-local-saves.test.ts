import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const cognitoLocal = createRequire(require.resolve('cognito-local/lib/bin/start.js'));

interface Engine {
  write(data: unknown): Promise<void> | null;
}
type EngineClass = new (path: string, options: { async: boolean }) => Engine;

/** A fresh copy of cognito-local's file engine (stormdb's), so the patch never leaks between tests. */
function freshEngineClass(): EngineClass {
  const path = cognitoLocal.resolve('stormdb/src/engine/local.js');
  delete require.cache[path];
  return cognitoLocal(path) as EngineClass;
}

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** What cognito-local does while the demo is provisioned: many saves of one pool, not awaited one by one. */
async function saveConcurrently(Engine: EngineClass) {
  const folder = mkdtempSync(join(tmpdir(), 'cognito-saves-'));
  folders.push(folder);
  const file = join(folder, 'pool.json');
  const engine = new Engine(file, { async: true });
  const saves = Array.from({ length: 200 }, (_, i) => ({ users: 'x'.repeat(i % 2 === 0 ? 40_000 : 100), save: i }));
  await Promise.all(saves.map((data) => engine.write(data)));
  return { text: readFileSync(file, 'utf8'), last: saves.at(-1) };
}

const { atomicSaves } = require('../../../../infra/local/stand-ins/cognito-local-saves.cjs') as {
  atomicSaves: (engine: EngineClass) => void;
};

describe("cognito-local's pool files", () => {
  it('hold the last save whole when saves overlap', async () => {
    const Engine = freshEngineClass();
    atomicSaves(Engine);
    for (let round = 0; round < 5; round++) {
      const { text, last } = await saveConcurrently(Engine);
      expect(JSON.parse(text)).toEqual(last);
    }
  });

  it('keep the permissions of the file they replace (its config holds a secret)', async () => {
    const Engine = freshEngineClass();
    atomicSaves(Engine);
    const folder = mkdtempSync(join(tmpdir(), 'cognito-saves-'));
    folders.push(folder);
    const file = join(folder, 'config.json');
    writeFileSync(file, '{}');
    chmodSync(file, 0o600);
    await new Engine(file, { async: true }).write({ secret: 'kept' });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ secret: 'kept' });
  });
});
