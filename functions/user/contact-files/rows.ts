import { user } from '@shared/contract/user';

/**
 * The user contract's rows that read or write CSV files: the exports, the contact import's
 * start, report and undo (its progress, polled every second, stays in the user Lambda).
 * They run in a Lambda of their own (issue 28), so the CSV libraries and the import's code stay
 * out of the bundle every other user route loads, and the file routes' concurrency and API
 * limits are set apart from the rest (infra/api-capacity.ts).
 */
export const contactFileRows = {
  exportWaitlist: user.exportWaitlist,
  exportContacts: user.exportContacts,
  startImport: user.startImport,
  startImportForAgent: user.startImportForAgent,
  getImportReport: user.getImportReport,
  undoImport: user.undoImport,
};

type ContactFileName = keyof typeof contactFileRows;

/** The rest of the user contract: what the user service's own Lambda serves. */
export function withoutContactFiles<C extends Record<ContactFileName, unknown>>(rows: C): Omit<C, ContactFileName> {
  const rest: Record<string, unknown> = { ...rows };
  for (const name of Object.keys(contactFileRows)) delete rest[name];
  return rest as Omit<C, ContactFileName>;
}
