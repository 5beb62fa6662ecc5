import { bind } from '../../lib/http/handle';
import type { Route } from '../../lib/route';
import { getContactsExport, getWaitlistExport } from '../contacts/handlers/exports';
import { getImportReport, getStartImport, getStartImportFor, postImportUndo } from '../invitations/handlers/imports';
import { contactFileRows } from './rows';

/** The contact files' routes (rows.ts): the exports and the contact import, bound to their handlers. */
export const routes: Route[] = bind(contactFileRows, {
  exportWaitlist: getWaitlistExport,
  exportContacts: getContactsExport,
  startImport: getStartImport,
  startImportForAgent: getStartImportFor,
  getImportReport,
  undoImport: postImportUndo,
});
