import { contacts } from '@shared/contract/user/contacts';
import { bind } from '../../lib/http/handle';
import type { Route } from '../../lib/route';
import { contactFilesOf } from '../contact-files/rows';
import { getContactsExport, getWaitlistExport } from './handlers/exports';

/**
 * The rows of the contacts slice that read or write CSV files (shared/contract/user/contacts.ts),
 * bound to their handlers: the contact files' Lambda serves them (contact-files/).
 */
export const fileRoutes: Route[] = bind(contactFilesOf(contacts), {
  exportWaitlist: getWaitlistExport,
  exportContacts: getContactsExport,
});
