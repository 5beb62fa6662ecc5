'use strict';
/**
 * cognito-local keeps each user pool in one JSON file through stormdb, whose asynchronous
 * engine starts an fs.writeFile for every change without waiting for the one before. Two
 * saves in flight interleave: a shorter save written over a longer one leaves the longer
 * one's tail behind it, and the next start cannot read the pool ("Unexpected non-whitespace
 * character after JSON"). The demo's provisioning makes dozens of such saves at once.
 *
 * `atomicSaves` makes each file's saves run one at a time, in the order they were asked for,
 * each written whole to a temporary file and renamed over the old one, so the file on disk is
 * always one complete save, also when the process is stopped part-way. Plain CommonJS: it is
 * loaded into cognito-local's own Node process before cognito-local itself.
 */
const { chmodSync, promises: fs, renameSync, statSync, writeFileSync } = require('node:fs');

/** The file's permissions, which the new save keeps (cognito-local's config.json is this user's only). */
function modeOf(path) {
  try {
    return statSync(path).mode & 0o777;
  } catch {
    return undefined;
  }
}

/** Saves not yet on disk, per file: the next one starts when the last has been renamed into place. */
const pending = new Map();

function atomicSaves(LocalEngine) {
  LocalEngine.prototype.write = function write(data) {
    const path = this.path;
    const text = this.serialize(data);
    const temporary = `${path}.saving`;
    if (!this.async) {
      writeFileSync(temporary, text, { mode: modeOf(path) });
      keepMode(temporary, path);
      renameSync(temporary, path);
      return null;
    }
    const previous = pending.get(path) ?? Promise.resolve();
    const save = previous.then(async () => {
      // Created with the old file's mode, so the secret in cognito-local's config is never
      // readable by others, not even for the moment before the rename.
      await fs.writeFile(temporary, text, { mode: modeOf(path) });
      keepMode(temporary, path);
      await fs.rename(temporary, path);
    });
    const settled = save.catch(() => undefined);
    pending.set(path, settled);
    void settled.then(() => {
      if (pending.get(path) === settled) pending.delete(path);
    });
    return save;
  };
}

function keepMode(temporary, path) {
  const mode = modeOf(path);
  if (mode !== undefined) chmodSync(temporary, mode);
}

/** Resolves once every save asked for so far is on disk (a stop waits for it). */
function savesDone() {
  return Promise.all([...pending.values()]);
}

module.exports = { atomicSaves, savesDone };
