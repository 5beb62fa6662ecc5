import { user } from '@shared/contract/user';
import { signedInCaller } from '../../../lib/auth/caller';
import { clock } from '../../../lib/clock';
import { accepted, ok } from '../../../lib/http/answers';
import { handle } from '../../../lib/http/handle';
import { importReport, startImport, undoImport } from '../contact-import/imports';

/** `GET /invite/contacts/import?key=&name=`: the caller's own contacts from their upload; 202 with the progress. */
export const getStartImport = handle(user.startImport, async ({ caller, query }) =>
  accepted(
    await startImport(
      signedInCaller(caller),
      { key: query.key, ...(query.name && { fileName: query.name }) },
      clock.now(),
    ),
  ),
);

/** `GET /invite/contacts/{id}/import?key=&name=`: for agent `id` (that agent, or an admin). */
export const getStartImportFor = handle(user.startImportForAgent, async ({ caller, params, query }) =>
  accepted(
    await startImport(
      signedInCaller(caller),
      { key: query.key, agentId: params.id, ...(query.name && { fileName: query.name }) },
      clock.now(),
    ),
  ),
);

/** `GET /imports/{id}/report` (ours): a link to the rejected and skipped rows. */
export const getImportReport = handle(user.getImportReport, async ({ caller, params }) =>
  ok(await importReport(signedInCaller(caller), params.id, clock.now())),
);

/** `POST /imports/{id}/undo` (ours): starts taking back its unaccepted invitations; 202 with the progress. */
export const postImportUndo = handle(user.undoImport, async ({ caller, params }) =>
  accepted(await undoImport(signedInCaller(caller), params.id, clock.now())),
);
