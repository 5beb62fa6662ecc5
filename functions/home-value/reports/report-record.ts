import type { ReportProperty, ReportPropertyDetails } from '@shared/annual-report/types';

/**
 * An annual report as the table holds it (README.md "Annual report"), under its valuation's
 * partition at `REPORT#{year}`. The valuation, its owner, chart and branding are read when the
 * report is read, so they follow the valuation; the properties are kept as they were when
 * they joined the report.
 */
export interface ReportRecord {
  id: string;
  valuationId: string;
  year: number;
  createdAt: string;
  /** Who made it (an agent or admin). */
  createdBy: string;
  /** The valuation's owner when the report was made: the contact's list reads it. */
  ownerId: string;
  updatedAt?: string;
  printRequestAt?: string;
  /** The home's own listing number, when it has one: never its own comparable. */
  subjectMls?: string;
  propertyDetails?: ReportPropertyDetails;
  similarSolds: ReportProperty[];
  /** The MLS numbers of `similarSolds`, in the same order: the conditional add reads them. */
  comparableIds: string[];
  similarActives: ReportProperty[];
  /** The model's value when the report was made (issue 29: Today's value move); absent on older reports. */
  valueAtReport?: number;
}
