import { parse } from 'csv-parse/sync';
import { importReportRowsShown, type ImportReportRow } from '@shared/contact-import';

/**
 * A cell as typed, without the apostrophe `escape_formulas` put before a first character a
 * spreadsheet would run (csv-stringify's list: = + - @ tab, return, and their full-width forms):
 * the download keeps it, the page has no formulas to guard against (security 75 L1). Only a name
 * or an address (`+alerts@…`) can start so: every reason starts with the product's words or a
 * quotation mark. One typed as an apostrophe and such a character loses its apostrophe too, as a
 * spreadsheet shows it.
 */
const asTyped = (cell: string) => (/^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) ? cell.slice(1) : cell);

/**
 * The first rows of an import's report (`reportCsv` in import-chunks.ts wrote it: Line, Outcome,
 * Column, Reason, Email, Name), for the page's table; the download has every row. Read back from
 * the file rather than kept on the import's item, so a 10,000-row report never weighs on it. A
 * report written before the Name column has none.
 */
export function reportRows(bytes: Uint8Array): { rows: ImportReportRow[]; totalRows: number } {
  const records = parse(Buffer.from(bytes), { bom: true, from_line: 2, skip_empty_lines: true }) as string[][];
  const rows: ImportReportRow[] = records
    .slice(0, importReportRowsShown)
    .map(([line = '', outcome = '', column = '', reason = '', email = '', name = '']) => ({
      line: Number(line),
      outcome: outcome === 'Skipped' || outcome === 'Changed' ? (outcome as ImportReportRow['outcome']) : 'Rejected',
      column,
      reason,
      email: asTyped(email),
      ...(name !== '' && { name: asTyped(name) }),
    }));
  return { rows, totalRows: records.length };
}

/**
 * The report's file name, after the file it reports on (`contacts.csv` → `contacts-report.csv`):
 * every report saved as `import-report.csv`, the next as `import-report (1).csv` (QA 75b L4).
 * Letters, digits, spaces, `_ . ( ) -` only, at most 80: it goes into the download's
 * Content-Disposition header between quotes.
 */
export function reportFilename(fileName: string): string {
  const base = fileName
    .replace(/\.csv$/i, '')
    .replace(/[^\w .()-]+/g, '-')
    .replace(/[-. ]+$/, '')
    .slice(0, 80);
  return `${base || 'import'}-report.csv`;
}
