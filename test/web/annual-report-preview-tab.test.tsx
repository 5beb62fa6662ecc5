import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { annualReportMessages } from '@shared/annual-report/types';
import { AnnualReportModal } from '../../web/src/features/annual-reports/components/annual-report-modal';
import { generateAnnualReportPdfUrl } from '../../web/src/features/annual-reports/pdf/generate-annual-report-pdf';
import { stubReportApi } from './annual-report-render';
import { report } from './fixtures/annual-reports';
import { renderWithRouter } from './render';

vi.mock('../../web/src/features/annual-reports/pdf/generate-annual-report-pdf', () => ({
  generateAnnualReportPdfUrl: vi.fn(),
}));

afterEach(() => {
  vi.mocked(generateAnnualReportPdfUrl).mockReset();
  vi.unstubAllGlobals();
});

/** The tab window.open gives: an about:blank document of its own, and a location the PDF is put at. */
function newTab() {
  return { document: document.implementation.createHTMLDocument(''), location: { href: '' }, close: vi.fn() };
}

/** The modal's Preview (PDF) pressed, with the PDF ready only when `finish` is called. */
async function pressPreview(pdf: string | undefined) {
  let finish: () => void = () => {};
  vi.mocked(generateAnnualReportPdfUrl).mockImplementation(
    () => new Promise((resolve) => (finish = () => resolve(pdf))),
  );
  const tab = newTab();
  const open = vi.fn(() => tab);
  vi.stubGlobal('open', open);
  stubReportApi((call) => (call.path === '/homevalue/reports/rep_1' ? { body: report() } : undefined));
  renderWithRouter(<AnnualReportModal reportId="rep_1" onClose={() => {}} />);
  await screen.findByText(annualReportMessages.created);
  fireEvent.click(screen.getByRole('button', { name: 'Preview (PDF)' }));
  await waitFor(() => expect(generateAnnualReportPdfUrl).toHaveBeenCalled());
  return { tab, open, finish: () => finish() };
}

describe("the annual report preview's new tab (QA 74b M2)", () => {
  it('says the report is being prepared while the PDF is made, then shows the PDF', async () => {
    const { tab, open, finish } = await pressPreview('blob:http://localhost/pdf-1');

    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.document.title).toBe('Preparing your report…');
    expect(tab.document.body.textContent).toBe('Preparing your report…');
    // Plain text: nothing the page's Content-Security-Policy (which the tab inherits) could block.
    expect(tab.document.querySelectorAll('script, style, link, img, [style]')).toHaveLength(0);
    expect(tab.location.href).toBe('');

    finish();

    await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/pdf-1'));
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('still closes the tab when the PDF cannot be made', async () => {
    const { tab, finish } = await pressPreview(undefined);
    expect(tab.document.body.textContent).toBe('Preparing your report…');

    finish();

    await waitFor(() => expect(tab.close).toHaveBeenCalledTimes(1));
    expect(
      await screen.findByText('Sorry, the annual report PDF could not be generated. Please try again.'),
    ).toBeTruthy();
  });
});
