import type { AnnualReportListItem } from '@shared/annual-report/types';
import { ApiError } from '../../../lib/api-client';
import { api } from '../../../lib/api/client';

/**
 * "Prepare the annual report" (issue 29): this (Toronto) year's report of the valuation when it
 * has one (one a valuation a year, DECISIONS row 23), else a new one (`POST`); made meanwhile
 * elsewhere (409), the one the list now has. Answers the report's id.
 */
export async function prepareReport(valuationId: string, year: number, known: AnnualReportListItem[]): Promise<string> {
  const thisYears = (items: AnnualReportListItem[]) =>
    items.find((item) => item.valuationId === valuationId && item.year === year);
  const existing = thisYears(known);
  if (existing) return existing.id;
  try {
    return (await api.homeValue.createReport({ params: { id: valuationId } })).id;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    const made = thisYears((await api.homeValue.agentReports({})).items);
    if (!made) throw error;
    return made.id;
  }
}
