import { Button, type ButtonProps } from '@mantine/core';
import { annualReportMessages } from '@shared/annual-report/types';

/** 'Request Print', or once printRequestAt is set the disabled 'Print Requested' (document 2 §4). */
export function PrintButton({
  printRequestAt,
  loading,
  onRequest,
  ...props
}: { printRequestAt?: string; loading: boolean; onRequest: () => void } & ButtonProps) {
  const requested = Boolean(printRequestAt);
  return (
    <Button {...props} disabled={requested} loading={loading} onClick={onRequest}>
      {requested ? annualReportMessages.printRequested : annualReportMessages.requestPrint}
    </Button>
  );
}
