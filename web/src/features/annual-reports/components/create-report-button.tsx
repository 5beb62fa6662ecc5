import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { annualReportMessages } from '@shared/annual-report/types';
import { torontoMonth } from '@shared/format/dates';
import { ApiError } from '../../../lib/api-client';
import { useCreateReport } from '../api/report-mutations';
import { reportErrorMessage } from '../api/report-errors';
import { contactReportsQueryOptions, useContactReports } from '../api/report-queries';
import { LoadingButton } from '../../../ui/loading-button';

export interface CreateReportButtonProps {
  valuationId: string;
  /** The valuation's contact, whose reports say whether this year's exists. */
  userId: string;
  now: Date;
  onOpen: (reportId: string) => void;
}

/**
 * 'Create Annual Report' on a valuation of the Insights tab (document 2 §2): opens the
 * valuation's report for this (Toronto) year when it has one, else creates it and opens it
 * (one a valuation a year, DECISIONS row 23).
 */
export function CreateReportButton({ valuationId, userId, now, onOpen }: CreateReportButtonProps) {
  const queryClient = useQueryClient();
  const reports = useContactReports(userId);
  const create = useCreateReport();
  const year = torontoMonth(now).year;
  const thisYears = (items = reports.data?.items) =>
    items?.find((item) => item.valuationId === valuationId && item.year === year);

  async function openOrCreate() {
    const existing = thisYears();
    if (existing) return onOpen(existing.id);
    try {
      onOpen((await create.mutateAsync(valuationId)).id);
    } catch (error) {
      // Made meanwhile (another tab, a stale list): open that one.
      if (!(error instanceof ApiError && error.status === 409)) return;
      const fresh = await queryClient
        .fetchQuery({ ...contactReportsQueryOptions(userId), staleTime: 0 })
        .catch(() => undefined);
      const made = thisYears(fresh?.items);
      if (made) {
        create.reset();
        onOpen(made.id);
      }
    }
  }

  return (
    <Stack gap={2} align="flex-end">
      <LoadingButton
        size="compact-sm"
        variant="light"
        loading={create.isPending}
        onClick={() => void openOrCreate()}
        data-tap
      >
        {annualReportMessages.createAnnualReport}
      </LoadingButton>
      {create.isError && (
        <Text size="xs" c="red" role="alert" ta="right">
          {reportErrorMessage(create.error, annualReportMessages.createFailed)}
        </Text>
      )}
    </Stack>
  );
}
