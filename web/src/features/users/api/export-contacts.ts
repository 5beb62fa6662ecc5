import type { ExportFile } from '@shared/contract/user/answers';
import { api } from '../../../lib/api/client';

/**
 * `GET /admin/exportcontacts` with no agent (DECISIONS row 11): the calling agent's own
 * contacts.csv, the same file an admin exports of them (issue 29).
 */
export function exportOwnContacts(): Promise<ExportFile> {
  return api.user.exportContacts({});
}
