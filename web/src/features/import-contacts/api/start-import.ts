import { useMutation } from '@tanstack/react-query';
import type { ImportProgress } from '@shared/contact-import';
import { contactsFileType } from '@shared/upload';
import { api } from '../../../lib/api/client';

/** The file could not be sent to storage (the signed PUT failed). */
export class ContactsUploadFailed extends Error {
  override readonly name = 'ContactsUploadFailed';
}

/**
 * `POST /uploads` signs a PUT of the CSV (text/csv, size-capped), the browser sends the file
 * straight to storage, and answers the key. The type is text/csv whatever the browser calls
 * a .csv file (Excel on Windows says application/vnd.ms-excel), as the signature requires.
 */
async function uploadContactsFile(file: File): Promise<string> {
  const ticket = await api.user.requestUpload({
    body: { purpose: 'contacts', contentType: contactsFileType, size: file.size },
  });
  const response = await fetch(ticket.url, { method: ticket.method, headers: ticket.headers, body: file }).catch(
    () => undefined,
  );
  if (!response?.ok) throw new ContactsUploadFailed('The file could not be uploaded. Please try again.');
  return ticket.key;
}

export interface StartImport {
  file: File;
  /** The agent the contacts are for; none: the caller's own (an agent importing for themselves). */
  agentId?: string;
}

/**
 * The import flow (document 2 §4): upload the CSV, then `GET /invite/contacts/{agent}/import`
 * when an agent is chosen, else `GET /invite/contacts/import`; 202 with the new import's progress.
 */
export async function startImport({ file, agentId }: StartImport): Promise<ImportProgress> {
  const key = await uploadContactsFile(file);
  // The server keeps at most 200 characters of the name.
  const query = { key, name: file.name.slice(0, 200) };
  return agentId ? api.user.startImportForAgent({ params: { id: agentId }, query }) : api.user.startImport({ query });
}

export function useStartImport() {
  return useMutation({ mutationFn: startImport });
}
