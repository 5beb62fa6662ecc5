import { ImportError } from './import-problems';
import { restore, type RestorePoint } from './restore-point-repository';

/** Putting the previous data back is tried this many times before the import gives up. */
const restoreAttempts = 3;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs `write`, which changes nothing but the items under the restore point's keys. If it
 * fails, the previous items are put back and the ones it created deleted, and the failure is
 * thrown on as an ImportError ("nothing changed"), with the original as its cause. If putting
 * back fails too, a plain error says that the table holds part of the import.
 */
export async function writeAllOrNothing<T>(point: RestorePoint, what: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    let restoreError: unknown;
    for (let attempt = 0; attempt < restoreAttempts; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
      try {
        await restore(point);
        restoreError = undefined;
        break;
      } catch (failure) {
        restoreError = failure ?? new Error('unknown failure');
      }
    }
    if (restoreError === undefined) {
      throw new ImportError(`${what} failed (${messageOf(error)}); the previous data was put back.`, { cause: error });
    }
    throw new Error(
      `${what} failed (${messageOf(error)}), and putting the previous data back failed too ` +
        `(${messageOf(restoreError)}): the table holds part of the import. Run the same import ` +
        'again to complete it.',
      { cause: error },
    );
  }
}
