import { user } from '@shared/contract/user';
import { signedInCaller } from '../../../lib/auth/caller';
import { ok } from '../../../lib/http/answers';
import { handle } from '../../../lib/http/handle';
import { clock } from '../../../lib/clock';
import { importProgress, recentImports } from '../contact-import/import-progress';

/** `GET /imports/{id}` (ours): status and progress. */
export const getImportProgress = handle(user.getImportProgress, async ({ caller, params }) =>
  ok(await importProgress(signedInCaller(caller), params.id)),
);

/** `GET /imports` (ours): the caller's recent imports, to reopen one. */
export const listImports = handle(user.listImports, async ({ caller }) =>
  ok(await recentImports(signedInCaller(caller), clock.now())),
);
