import type { ButtonProps } from '@mantine/core';
import { annualReportMessages } from '@shared/annual-report/types';
import { LoadingButton } from '../../../ui/loading-button';

/**
 * 'Request Print', or once printRequestAt is set the disabled 'Print Requested' (document 2 §4).
 * `subject` names the report in the accessible name where several buttons read alike (a list).
 */
export function PrintButton({
  printRequestAt,
  loading,
  onRequest,
  subject,
  ...props
}: { printRequestAt?: string; loading: boolean; onRequest: () => void; subject?: string } & ButtonProps) {
  const requested = Boolean(printRequestAt);
  const text = requested ? annualReportMessages.printRequested : annualReportMessages.requestPrint;
  return (
    <LoadingButton
      {...props}
      disabled={requested}
      loading={loading}
      onClick={onRequest}
      aria-label={subject ? `${text} for ${subject}` : undefined}
      data-wrap
    >
      {text}
    </LoadingButton>
  );
}
