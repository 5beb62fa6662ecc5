import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { annualReportMessages } from '@shared/annual-report/types';
import { neighbourhoodsQueryOptions } from '../../../lib/neighbourhoods';
import { webConfig } from '../../../lib/web-config';
import { reportErrorMessage } from '../api/report-errors';
import { reportQueryOptions } from '../api/report-queries';
import { reportTexts } from '../report-texts';

export type PreviewState =
  | { status: 'idle' }
  | { status: 'generating' }
  | { status: 'failed'; message: string }
  /** `blocked`: the browser refused the new tab (not opened from a click): the page offers a link. */
  | { status: 'ready'; url: string; blocked: boolean };

/** How long an opened report's address stays valid: the new tab reads it after open() returns. */
const keepUrlMs = 60_000;

/**
 * What the tab opened at the click shows until the PDF replaces it, rather than a blank page for
 * the seconds the PDF takes, the spinner being on the page the user has left (QA 74b M2). Text
 * only: the new about:blank page inherits this site's Content-Security-Policy.
 */
function showPreparing(tab: Window): void {
  try {
    const page = tab.document;
    page.title = reportTexts.preparing;
    const text = page.createElement('p');
    text.textContent = reportTexts.preparing;
    page.body.replaceChildren(text);
  } catch {
    // A tab the browser keeps out of reach still gets the PDF: only the wait is blank.
  }
}

/**
 * Generates a report's PDF in the browser and opens it in a new tab (document 2 §4 `preview={id}`).
 * From a click, the tab is opened at once (browsers allow a pop-up only then) and given the
 * PDF when it is ready; otherwise it is opened when ready and, if the browser blocks it, the
 * page shows an 'Open the report' link.
 */
export function useReportPreview() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PreviewState>({ status: 'idle' });
  const urls = useRef<string[]>([]);

  useEffect(
    () => () => {
      const held = urls.current;
      setTimeout(() => held.forEach((url) => URL.revokeObjectURL(url)), keepUrlMs);
    },
    [],
  );

  const preview = useCallback(
    async (reportId: string, { fromClick }: { fromClick: boolean }) => {
      const tab = fromClick ? window.open('', '_blank') : null;
      if (tab) showPreparing(tab);
      setState({ status: 'generating' });
      let report;
      try {
        report = await queryClient.fetchQuery(reportQueryOptions(reportId));
      } catch (error) {
        tab?.close();
        setState({ status: 'failed', message: reportErrorMessage(error, annualReportMessages.fetchFailed) });
        return;
      }
      let url: string | undefined;
      try {
        const [neighbourhoods, { generateAnnualReportPdfUrl }] = await Promise.all([
          // The map draws the lake shore and the points alone without the outlines.
          queryClient.fetchQuery(neighbourhoodsQueryOptions()).catch(() => []),
          import('../pdf/generate-annual-report-pdf'),
        ]);
        url = await generateAnnualReportPdfUrl({
          report,
          neighbourhoods,
          productName: webConfig().productName,
          now: new Date(),
        });
      } catch (error) {
        // The PDF module's chunk may fail to load (a new deploy, the network): no blank tab left open.
        console.error('The annual report PDF could not be generated', error);
      }
      if (!url) {
        tab?.close();
        setState({ status: 'failed', message: reportTexts.pdfFailed });
        return;
      }
      // The previous PDF's tab has read it by now: its memory is given back a little later.
      const previous = urls.current;
      urls.current = [url];
      setTimeout(() => previous.forEach((old) => URL.revokeObjectURL(old)), keepUrlMs);
      let opened = tab;
      if (opened) opened.location.href = url;
      else opened = window.open(url, '_blank');
      setState({ status: 'ready', url, blocked: !opened });
    },
    [queryClient],
  );

  return { state, preview, reset: useCallback(() => setState({ status: 'idle' }), []) };
}
