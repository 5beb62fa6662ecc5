import { readFile } from '../../uploads/published';
import type { ImportRecord } from './import-repository';

/** The addresses an import invited, as its reading step wrote them down (`imports/{id}/invited.json`). */
export async function invitedBy(record: Pick<ImportRecord, 'invitedKey'>): Promise<string[]> {
  const bytes = record.invitedKey ? await readFile(record.invitedKey) : undefined;
  return bytes ? (JSON.parse(new TextDecoder().decode(bytes)) as string[]) : [];
}
