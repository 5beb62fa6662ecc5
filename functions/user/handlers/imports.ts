import * as z from 'zod';
import { userIdSchema } from '@shared/users-schemas';
import { signedInCaller } from '../../lib/auth/caller';
import { clock } from '../../lib/clock';
import { accepted, ok } from '../../lib/http/answers';
import { endpoint } from '../../lib/http/endpoint';
import { importProgress, importReport, startImport, undoImport } from '../contact-import/imports';

const startQuery = z.object({
  key: z.string({ error: 'key is required.' }).trim().min(1, 'key is required.').max(300),
  name: z.string().trim().max(200).optional(),
});
const importParams = z.object({ id: z.uuid({ error: 'There is no such import.' }) });

/** `GET /invite/contacts/import?key=&name=`: the caller's own contacts from their upload; 202 with the progress. */
export const getStartImport = endpoint({ query: startQuery }, async ({ caller, query }) =>
  accepted(
    await startImport(
      signedInCaller(caller),
      { key: query.key, ...(query.name && { fileName: query.name }) },
      clock.now(),
    ),
  ),
);

/** `GET /invite/contacts/{id}/import?key=&name=`: for agent `id` (that agent, or an admin). */
export const getStartImportFor = endpoint(
  { params: z.object({ id: userIdSchema }), query: startQuery },
  async ({ caller, params, query }) =>
    accepted(
      await startImport(
        signedInCaller(caller),
        { key: query.key, agentId: params.id, ...(query.name && { fileName: query.name }) },
        clock.now(),
      ),
    ),
);

/** `GET /imports/{id}` (ours): status and progress. */
export const getImportProgress = endpoint({ params: importParams }, async ({ caller, params }) =>
  ok(await importProgress(signedInCaller(caller), params.id)),
);

/** `GET /imports/{id}/report` (ours): a link to the rejected and skipped rows. */
export const getImportReport = endpoint({ params: importParams }, async ({ caller, params }) =>
  ok(await importReport(signedInCaller(caller), params.id, clock.now())),
);

/** `POST /imports/{id}/undo` (ours): starts taking back its unaccepted invitations; 202 with the progress. */
export const postImportUndo = endpoint({ params: importParams }, async ({ caller, params }) =>
  accepted(await undoImport(signedInCaller(caller), params.id, clock.now())),
);
