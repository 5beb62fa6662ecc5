import { Alert } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { forgetStoppedBulkRun, readStoppedBulkRun, stoppedBulkRunNotice } from '../stopped-bulk-run';

/**
 * Where a bulk action left unfinished in this tab stopped (QA 69b M1), said once when the list
 * opens after it: read as the list mounts, then forgotten. Like ListNotice it takes the focus, so
 * a screen reader says it, and gives it to the page when closed.
 */
export function StoppedBulkNotice() {
  const [run, setRun] = useState(readStoppedBulkRun);
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!run) return;
    forgetStoppedBulkRun();
    alert.current?.focus();
  }, [run]);
  if (!run) return null;
  return (
    <Alert
      ref={alert}
      tabIndex={-1}
      color="orange"
      variant="light"
      role="status"
      withCloseButton
      closeButtonLabel="Close"
      onClose={() => {
        setRun(undefined);
        document.getElementById('page-content')?.focus();
      }}
      data-testid="stopped-bulk-notice"
    >
      {stoppedBulkRunNotice(run)}
    </Alert>
  );
}
