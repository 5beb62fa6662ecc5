/** This feature's own texts (the spec's are `annualReportMessages` in shared/annual-report/types.ts). */
export const reportTexts = {
  generating: 'Generating the annual report…',
  preparing: 'Preparing your report…',
  pdfFailed: 'Sorry, the annual report PDF could not be generated. Please try again.',
  openReport: 'Open the report',
  popupBlocked: 'The report is ready. Your browser kept it from opening in a new tab.',
  preview: 'Preview',
  previewPdf: 'Preview (PDF)',
  edit: 'Edit',
  delete: 'Delete',
  deleteTitle: 'Delete Annual Report',
  deleteFailed: 'Sorry, the annual report could not be deleted. Please try again.',
  addFailed: 'Sorry, the comparable could not be added. Please try again.',
  removeFailed: 'Sorry, the comparable could not be removed. Please try again.',
  searchLabel: 'Search by MLS or address',
  searchFailed: 'Sorry, the search failed. Please try again.',
  // The search holds the listings on the market and those sold or leased in about the last year:
  // one that ended unsold (terminated, expired) is not found at all (QA 63a L8).
  noListings: 'No sold listing matches. Only sold listings can be added.',
  onlySold: 'Only sold listings can be added.',
  onlyPrintRequested: 'Print requested only',
  comparables: 'Comparable Sold Properties',
  noComparables: 'No comparable yet. Search below to add one.',
  notApplicable: 'N/A',
} as const;
