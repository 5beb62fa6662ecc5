import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnnualReport } from '@shared/annual-report/types';
import { annualReportsKeyPrefix } from '../../../lib/annual-report-keys';
import { api } from '../../../lib/api/client';

/** The reports' cache keys: one report by id, and the lists (the agent's and each contact's). */
export const reportKeys = {
  all: annualReportsKeyPrefix,
  report: (id: string) => ['annual-reports', 'report', id] as const,
  lists: ['annual-reports', 'list'] as const,
  agentList: (onlyPrintRequested: boolean) => ['annual-reports', 'list', 'agent', { onlyPrintRequested }] as const,
  contactList: (userId: string) => ['annual-reports', 'list', 'contact', userId] as const,
};

/** `GET /homevalue/reports/{id}`. */
export function getReport(id: string, signal?: AbortSignal): Promise<AnnualReport> {
  return api.homeValue.getReport({ params: { id } }, { signal });
}

export function reportQueryOptions(id: string) {
  return queryOptions({ queryKey: reportKeys.report(id), queryFn: ({ signal }) => getReport(id, signal) });
}

export function useReport(id: string | undefined) {
  return useQuery({ ...reportQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/** `GET /homevalue/agent/reports?onlyPrintRequested=`: an agent's contacts' reports (an admin's: all), newest first. */
export function agentReportsQueryOptions(onlyPrintRequested = false) {
  return queryOptions({
    queryKey: reportKeys.agentList(onlyPrintRequested),
    queryFn: ({ signal }) =>
      api.homeValue.agentReports({ query: { onlyPrintRequested: String(onlyPrintRequested) } }, { signal }),
  });
}

export function useAgentReports(onlyPrintRequested = false) {
  return useQuery(agentReportsQueryOptions(onlyPrintRequested));
}

/** `GET /homevalue/contact/reports?userId=`: one contact's reports. */
export function contactReportsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: reportKeys.contactList(userId),
    queryFn: ({ signal }) => api.homeValue.contactReports({ query: { userId } }, { signal }),
  });
}

export function useContactReports(userId: string) {
  return useQuery(contactReportsQueryOptions(userId));
}
