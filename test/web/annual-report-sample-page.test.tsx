import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SampleReportsPage } from '../../web/src/features/annual-reports/components/sample-reports-page';
import { sampleAnnualReport } from '@shared/pdf/annual-report/sample';
import { generateAnnualReportPdf } from '../../web/src/features/annual-reports/pdf/generate-annual-report-pdf';
import { stubReportApi } from './annual-report-render';
import { report, reportRow } from './fixtures/annual-reports';
import { onAPhone } from './phone';
import { renderWithRouter } from './render';

vi.mock('../../web/src/features/annual-reports/pdf/generate-annual-report-pdf', () => ({
  generateAnnualReportPdf: vi.fn(),
  pdfBlobUrl: (bytes: Uint8Array) => `blob:pdf-${bytes[0]}`,
}));
vi.mock('@shared/pdf/annual-report/sample', () => ({
  sampleAnnualReport: vi.fn(() => ({ id: 'sample', year: 2026, homeValue: { displayAddress: 'Sample' } })),
  sampleNeighbourhoods: [],
}));
vi.mock('@shared/pdf/annual-report/file-name', () => ({
  annualReportFileName: (r: { id: string }) => `${r.id}-AnnualReport.pdf`,
}));

let made = 0;
beforeEach(() => {
  made = 0;
  vi.mocked(generateAnnualReportPdf)
    .mockReset()
    .mockImplementation(async () => new Uint8Array([++made]));
});
afterEach(() => vi.unstubAllGlobals());

describe('/valuation-annual-report (DECISIONS row 18)', () => {
  it("generates the sample and the admin's latest 3 reports and frames the first", async () => {
    const { calls } = stubReportApi(({ path }) => {
      if (path.startsWith('/homevalue/agent/reports'))
        return { body: { items: ['r1', 'r2', 'r3', 'r4'].map((id) => reportRow({ id })) } };
      const id = /^\/homevalue\/reports\/(r\d)$/.exec(path)?.[1];
      return id ? { body: report({ id, homeValue: report().homeValue }) } : undefined;
    });
    renderWithRouter(<SampleReportsPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Generate' }));

    const frame = await screen.findByTitle('Annual report PDF: Sample');
    expect(frame.getAttribute('src')).toBe('blob:pdf-1');
    expect(screen.getByRole('link', { name: 'Download sample-AnnualReport.pdf' }).getAttribute('download')).toBe(
      'sample-AnnualReport.pdf',
    );
    expect(generateAnnualReportPdf).toHaveBeenCalledTimes(4);
    expect(calls.map((call) => call.path).filter((path) => path.startsWith('/homevalue/reports/'))).toEqual([
      '/homevalue/reports/r1',
      '/homevalue/reports/r2',
      '/homevalue/reports/r3',
    ]);
    fireEvent.click(screen.getAllByRole('radio')[2]!);
    expect((await screen.findByTitle('Annual report PDF: 12 Elm Avenue, Toronto (2026)')).getAttribute('src')).toMatch(
      /^blob:pdf-/,
    );
  });

  it('stacks the reports to choose from on a phone, where three addresses ran past its edge (QA 56a L4)', async () => {
    stubReportApi(({ path }) => {
      if (path.startsWith('/homevalue/agent/reports'))
        return { body: { items: ['r1', 'r2'].map((id) => reportRow({ id })) } };
      const id = /^\/homevalue\/reports\/(r\d)$/.exec(path)?.[1];
      return id ? { body: report({ id, homeValue: report().homeValue }) } : undefined;
    });
    onAPhone();
    renderWithRouter(<SampleReportsPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Generate' }));

    const choice = await screen.findByRole('radiogroup', { name: 'Report shown' });
    expect(choice.getAttribute('data-orientation')).toBe('vertical');
    expect(choice.hasAttribute('data-full-width')).toBe(true);
  });

  it('still shows the sample when the reports cannot be read', async () => {
    stubReportApi(() => ({ status: 500, body: { message: 'down' } }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithRouter(<SampleReportsPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Generate' }));

    expect((await screen.findByTitle('Annual report PDF: Sample')).getAttribute('src')).toBe('blob:pdf-1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names a PDF that could not be generated', async () => {
    stubReportApi(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(generateAnnualReportPdf).mockRejectedValue(new Error('layout failed'));
    renderWithRouter(<SampleReportsPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Generate' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sorry, the annual report PDF could not be generated. Please try again. (Sample)',
    );
    expect(screen.queryByTitle('Annual report PDF: Sample')).toBeNull();
  });

  it('ends Generate and says so when the report code fails to load, and generates on the next try', async () => {
    stubReportApi(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(sampleAnnualReport).mockImplementationOnce(() => {
      throw new Error('Loading chunk sample failed');
    });
    renderWithRouter(<SampleReportsPage />);
    const generate = await screen.findByRole('button', { name: 'Generate' });

    fireEvent.click(generate);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sorry, the annual report PDF could not be generated. Please try again. (Sample)',
    );
    await waitFor(() => expect(generate.hasAttribute('data-loading')).toBe(false));
    fireEvent.click(generate);
    expect((await screen.findByTitle('Annual report PDF: Sample')).getAttribute('src')).toBe('blob:pdf-1');
  });
});
