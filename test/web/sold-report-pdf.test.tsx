import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SoldReportAnswer } from '@shared/sold-report/types';
import { getBrandingAgent } from '../../web/src/features/sold-report-pdf/api/get-branding-agent';
import { DownloadSoldReportButton } from '../../web/src/features/sold-report-pdf/components/download-sold-report-button';
import { generateSoldReportPdf } from '../../web/src/features/sold-report-pdf/pdf/generate-sold-report-pdf';
import { imageOrDefault } from '../../web/src/lib/load-bytes';
import { savePdf } from '../../web/src/features/sold-report-pdf/pdf/save-pdf';
import { currentIdToken } from '../../web/src/lib/auth-session';
import { setWebConfig } from '../../web/src/lib/web-config';
import { theme } from '../../web/src/ui/theme';
import { testQueryClient } from './render';

vi.mock('../../web/src/lib/auth-session', () => ({ currentIdToken: vi.fn() }));
vi.mock('../../web/src/features/sold-report-pdf/pdf/generate-sold-report-pdf', () => ({
  generateSoldReportPdf: vi.fn(),
}));
vi.mock('../../web/src/features/sold-report-pdf/pdf/save-pdf', () => ({ savePdf: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const identity = (roles: string[]) => ({
  sub: 'user-1',
  email: 'u@example.com',
  name: 'U',
  emailVerified: true,
  roles,
});
const agent = {
  id: 'agent-7',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Morrison',
  socialMedias: {},
  testimonials: [],
};

/** Answers the API calls by path. */
function api(routes: Record<string, Response | (() => Response)>) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    const route = Object.entries(routes).find(([path]) => url === `/api${path}`);
    if (!route) return json(599, { message: `unexpected ${url}` });
    return typeof route[1] === 'function' ? route[1]() : route[1].clone();
  });
}

const report = {
  time: '202605',
  neighbourhood: { id: 'casa-loma', name: 'Casa Loma', community: 'Toronto' },
} as SoldReportAnswer;

beforeEach(() => {
  setWebConfig({
    apiUrl: '/api',
    photosUrl: '/p',
    region: 'ca-central-1',
    userPoolId: 'p',
    userPoolClientId: 'c',
    productName: 'GTA Homes',
  });
  vi.mocked(currentIdToken).mockResolvedValue('id-token');
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(generateSoldReportPdf).mockReset();
  vi.mocked(savePdf).mockReset();
});

describe('the branding of the sold-report PDF (DECISIONS row 4)', () => {
  it("is a client's agent, from /profiles/myagent", async () => {
    api({ '/identity': json(200, identity(['client'])), '/profiles/myagent': json(200, agent) });
    expect(await getBrandingAgent()).toEqual(agent);
  });

  it("is an agent's own page when an agent downloads", async () => {
    api({ '/identity': json(200, identity(['agent'])), '/agents/user-1': json(200, { ...agent, id: 'user-1' }) });
    expect((await getBrandingAgent())?.id).toBe('user-1');
  });

  it('is nobody when no agent is assigned yet, so the PDF shows the fallbacks', async () => {
    api({ '/identity': json(200, identity(['client'])), '/profiles/myagent': json(404, { message: 'No agent' }) });
    expect(await getBrandingAgent()).toBeNull();
  });

  it('fails on other errors rather than brand the PDF wrongly', async () => {
    api({ '/identity': json(200, identity(['client'])), '/profiles/myagent': json(500, { message: 'Boom' }) });
    await expect(getBrandingAgent()).rejects.toThrow('Boom');
  });
});

describe('images for the PDF', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  const defaultPng = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 1]);
  const bytes = (b: Uint8Array) => new Response(b.slice().buffer as ArrayBuffer, { status: 200 });

  it("uses the agent's picture when it is a PNG or JPEG", async () => {
    fetchMock.mockImplementation(async (url) => bytes(String(url) === '/agent.png' ? png : defaultPng));
    expect(await imageOrDefault('/agent.png', '/default.png')).toEqual(png);
  });

  it('falls back to the default when the picture fails to load or is not an image', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/default.png' ? bytes(defaultPng) : new Response('<html>', { status: 200 }),
    );
    expect(await imageOrDefault('/agent.webp', '/default.png')).toEqual(defaultPng);
    fetchMock.mockImplementation(async (url) => {
      if (String(url) === '/default.png') return bytes(defaultPng);
      throw new TypeError('Failed to fetch');
    });
    expect(await imageOrDefault('/agent.png', '/default.png')).toEqual(defaultPng);
    expect(await imageOrDefault(undefined, '/default.png')).toEqual(defaultPng);
  });
});

const now = new Date('2026-06-03T15:00:00Z');

function renderButton(onDownloaded = vi.fn(), month = '2026-05') {
  const loadReport = vi.fn(
    async (wanted: string) => ({ ...report, time: wanted.replace('-', '') }) as SoldReportAnswer,
  );
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={testQueryClient()}>
        <DownloadSoldReportButton
          neighbourhoodName="Casa Loma"
          month={month}
          now={now}
          loadReport={loadReport}
          onDownloaded={onDownloaded}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onDownloaded, loadReport };
}

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Download' }));
  return (await screen.findByLabelText('Month')) as HTMLSelectElement;
}

describe('DownloadSoldReportButton', () => {
  it('offers the last 12 months as YYYY-MM (DECISIONS row 3), opening on the month on screen', async () => {
    api({});
    renderButton();

    const picker = await openDialog();
    expect([...picker.options].map((option) => option.value)).toEqual([
      '2026-06',
      '2026-05',
      '2026-04',
      '2026-03',
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
      '2025-10',
      '2025-09',
      '2025-08',
      '2025-07',
    ]);
    expect(picker.value).toBe('2026-05');
    expect(screen.queryByText(/last 12 months only/)).toBeNull();
  });

  it('opens on the last closed month when the month on screen is older than the last 12, and says why (QA 68a L5)', async () => {
    api({});
    renderButton(vi.fn(), '2024-02');
    expect((await openDialog()).value).toBe('2026-05');
    expect(
      screen.getByText('A PDF is made for the last 12 months only, so not for February 2024. Pick one of them.'),
    ).toBeTruthy();
  });

  it('shows progress while the PDF of the chosen month is made, saves it under its file name and reports the download', async () => {
    api({ '/identity': json(200, identity(['client'])), '/profiles/myagent': json(200, agent) });
    let finish: (bytes: Uint8Array) => void = () => {};
    vi.mocked(generateSoldReportPdf).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { onDownloaded, loadReport } = renderButton();

    fireEvent.change(await openDialog(), { target: { value: '2026-03' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));

    const busy = await screen.findByRole('button', { name: /Preparing PDF/ });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(generateSoldReportPdf).toHaveBeenCalled());
    expect(loadReport).toHaveBeenCalledWith('2026-03');
    expect(vi.mocked(generateSoldReportPdf).mock.calls[0]![0]).toMatchObject({
      report: { ...report, time: '202603' },
      agent,
      productName: 'GTA Homes',
    });

    const pdf = new Uint8Array([1, 2, 3]);
    finish(pdf);
    await waitFor(() => expect(savePdf).toHaveBeenCalledWith(pdf, 'Casa-Loma-March-2026-SoldReport.pdf'));
    expect(onDownloaded).toHaveBeenCalledWith('2026-03');
  });

  it('says so when the PDF cannot be made, and lets the user try again', async () => {
    api({ '/identity': json(200, identity(['client'])), '/profiles/myagent': json(200, agent) });
    vi.mocked(generateSoldReportPdf).mockRejectedValue(new Error('font failed'));
    const { onDownloaded } = renderButton();

    await openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));

    expect((await screen.findByRole('alert')).textContent).toBe('The PDF could not be created. Please try again.');
    expect((screen.getByRole('button', { name: 'Download PDF' }) as HTMLButtonElement).disabled).toBe(false);
    expect(savePdf).not.toHaveBeenCalled();
    expect(onDownloaded).not.toHaveBeenCalled();
  });
});
