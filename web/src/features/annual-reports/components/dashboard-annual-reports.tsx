import { Checkbox, Group, Paper, Stack, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useAgentReports } from '../api/report-queries';
import { useReportPreview } from '../hooks/use-report-preview';
import { reportTexts } from '../report-texts';
import { AnnualReportModal } from './annual-report-modal';
import { PreviewStatus } from './preview-status';
import { ReportList } from './report-list';

export interface DashboardAnnualReportsProps {
  isAdmin: boolean;
  /** `preview={id}` of the page: generated and opened once, then `onPreviewTaken` drops it from the URL. */
  previewId?: string;
  onPreviewTaken?: () => void;
}

/**
 * The 'Annual Reports' list of /dashboard/valuations (document 2 §4, document 3 §2.9): an
 * agent's contacts' reports, an admin's all with a Preview on each; Edit opens the modal.
 */
export function DashboardAnnualReports({ isAdmin, previewId, onPreviewTaken }: DashboardAnnualReportsProps) {
  const [onlyPrintRequested, setOnlyPrintRequested] = useState(false);
  const list = useAgentReports(onlyPrintRequested);
  const [editing, setEditing] = useState<string>();
  const { state, preview } = useReportPreview();

  // Once per id, not from a click: the browser may block the tab, and the page then offers a link.
  const taken = useRef<string>(undefined);
  useEffect(() => {
    if (!previewId || taken.current === previewId) return;
    taken.current = previewId;
    void preview(previewId, { fromClick: false });
    onPreviewTaken?.();
  }, [previewId, preview, onPreviewTaken]);

  return (
    // lg and 18 px, a little less on the narrowest phones, as the Confirmation Requests card above.
    <Paper
      withBorder
      radius="lg"
      p="clamp(1rem, 5.2vw, 1.25rem)"
      component="section"
      aria-labelledby="annual-reports-title"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Title order={2} fz="clamp(1rem, 4.7vw, 1.125rem)" id="annual-reports-title" tabIndex={-1}>
            Annual Reports
          </Title>
          <Checkbox
            label={reportTexts.onlyPrintRequested}
            checked={onlyPrintRequested}
            onChange={(event) => setOnlyPrintRequested(event.currentTarget.checked)}
          />
        </Group>
        <PreviewStatus state={state} />
        <ReportList
          list={list}
          headingId="annual-reports-title"
          onEdit={setEditing}
          onPreview={isAdmin ? (id) => void preview(id, { fromClick: true }) : undefined}
        />
      </Stack>
      <AnnualReportModal reportId={editing} onClose={() => setEditing(undefined)} />
    </Paper>
  );
}
