import { invitations } from '@shared/contract/user/invitations';
import { bind } from '../../lib/http/handle';
import type { Route } from '../../lib/route';
import { contactFilesOf } from '../contact-files/rows';
import { getImportReport, getStartImport, getStartImportFor, postImportUndo } from './handlers/imports';

/**
 * The rows of the invitations slice that read or write CSV files
 * (shared/contract/user/invitations.ts), bound to their handlers: the contact files' Lambda
 * serves them (contact-files/).
 */
export const fileRoutes: Route[] = bind(contactFilesOf(invitations), {
  startImport: getStartImport,
  startImportForAgent: getStartImportFor,
  getImportReport,
  undoImport: postImportUndo,
});
