/** A row or feature an import skipped, and why: `where` is "line 12" or "feature 3 (Casa Loma)". */
export interface ImportProblem {
  where: string;
  message: string;
}

/** What a file parsed into: the good records, and a problem for each one that was skipped. */
export interface ParsedFile<T> {
  records: T[];
  problems: ImportProblem[];
}

/** A file that cannot be imported at all; nothing was changed. */
export class ImportError extends Error {
  override readonly name = 'ImportError';
}
