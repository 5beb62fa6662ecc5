import { user } from '@shared/contract/user';

/**
 * The user contract's rows that read or write CSV files: the exports, the contact import's
 * start, report and undo (its progress, polled every second, stays in the user Lambda).
 * They run in a Lambda of their own (issue 28), so the CSV libraries and the import's code stay
 * out of the bundle every other user route loads, and the file routes' concurrency and API
 * limits are set apart from the rest (infra/api-capacity.ts). The slices that own them (contacts,
 * invitations) bind them in their `file-routes.ts`, the rest of their rows in `routes.ts`.
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

const isContactFile = (name: string) => name in contactFileRows;

/** A slice's rows but its contact files': what the user service's own Lambda serves. */
export function withoutContactFiles<C extends object>(rows: C): Omit<C, ContactFileName> {
  return Object.fromEntries(Object.entries(rows).filter(([name]) => !isContactFile(name))) as Omit<C, ContactFileName>;
}

/** A slice's contact files' rows: what the contact files' Lambda serves. */
export function contactFilesOf<C extends object>(rows: C): Pick<C, Extract<keyof C, ContactFileName>> {
  return Object.fromEntries(Object.entries(rows).filter(([name]) => isContactFile(name))) as Pick<
    C,
    Extract<keyof C, ContactFileName>
  >;
}
