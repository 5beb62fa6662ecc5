import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lastSold } from '@shared/annual-report/figures';
import type { AnnualReport, AnnualReportList, AnnualReportListItem } from '@shared/annual-report/types';
import { api } from '../../../lib/api/client';
import { reportKeys } from './report-queries';

/** A list row as the lists show it, from a full report (the answer of every change). */
export function listItemOf(report: AnnualReport): AnnualReportListItem {
  const { homeValue } = report;
  return {
    id: report.id,
    valuationId: report.valuationId,
    year: report.year,
    createdAt: report.createdAt,
    updatedAt: report.updatedAt,
    printRequestAt: report.printRequestAt,
    userId: report.userId,
    user: report.user,
    displayAddress: homeValue.displayAddress,
    instanceValue: homeValue.instanceValue,
    confirmedValue: homeValue.confirmedValue,
    // As the server's rows: the home's last sale, never a lease.
    lastSoldPrice: lastSold(report).price,
    comparables: report.similarSolds.length,
  };
}

/** Every cached list: its rows changed by `change` (which returns undefined to drop a row). */
function updateLists(
  queryClient: QueryClient,
  change: (item: AnnualReportListItem) => AnnualReportListItem | undefined,
): void {
  queryClient.setQueriesData<AnnualReportList>({ queryKey: reportKeys.lists }, (list) =>
    list ? { ...list, items: list.items.flatMap((item) => change(item) ?? []) } : list,
  );
}

/** A changed report: its own cache and its row in the lists hold the answer. */
function storeReport(queryClient: QueryClient, report: AnnualReport): void {
  queryClient.setQueryData(reportKeys.report(report.id), report);
  const row = listItemOf(report);
  updateLists(queryClient, (item) => (item.id === report.id ? row : item));
}

/** `POST /homevalue/{valuationId}/report`: the new report (201), with its proposed comparables. */
export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (valuationId: string) => api.homeValue.createReport({ params: { id: valuationId } }),
    onSuccess: (report) => {
      queryClient.setQueryData(reportKeys.report(report.id), report);
      // The new row's place (newest first, the filter) is the server's to say.
      void queryClient.invalidateQueries({ queryKey: reportKeys.lists });
    },
  });
}

/** `POST /homevalue/{reportId}/report/print`: the report, with printRequestAt set. */
export function useRequestPrint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportId: string) => api.homeValue.requestPrint({ params: { id: reportId } }),
    onSuccess: (report) => {
      storeReport(queryClient, report);
      void queryClient.invalidateQueries({ queryKey: reportKeys.agentList(true) });
    },
  });
}

/** `DELETE /homevalue/reports/{id}`: the row leaves every list. */
export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportId: string) => api.homeValue.deleteReport({ params: { id: reportId } }),
    onSuccess: (_answer, reportId) => {
      queryClient.removeQueries({ queryKey: reportKeys.report(reportId) });
      updateLists(queryClient, (item) => (item.id === reportId ? undefined : item));
    },
  });
}

/** `PUT /homevalue/reports/{id}/similarSolds/{mls}`: 409 at 5, 400 for a listing that is not a sale. */
export function useAddComparable(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mls: string) => api.homeValue.addComparable({ params: { id: reportId, mls } }),
    onSuccess: (report) => storeReport(queryClient, report),
  });
}

/** `DELETE /homevalue/reports/{id}/similarSolds/{mls}`. */
export function useRemoveComparable(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mls: string) => api.homeValue.removeComparable({ params: { id: reportId, mls } }),
    onSuccess: (report) => storeReport(queryClient, report),
  });
}
