import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAnnualReportPdf } from '@shared/pdf/annual-report/render';
import { downsizeImage } from '../../web/src/features/annual-reports/pdf/downsize-image';
import {
  generateAnnualReportPdf,
  generateAnnualReportPdfUrl,
} from '../../web/src/features/annual-reports/pdf/generate-annual-report-pdf';
import { setWebConfig } from '../../web/src/lib/web-config';
import { comparable, report } from './fixtures/annual-reports';

vi.mock('@shared/pdf/annual-report/render', () => ({ renderAnnualReportPdf: vi.fn() }));
vi.mock('../../web/src/features/annual-reports/pdf/downsize-image', () => ({
  downsizeImage: vi.fn(),
  maxPhotoWidth: 640,
}));

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]);
const fetched: string[] = [];

/** Every address answers bytes named after it, except those `failing` matches. */
function stubFiles(failing: (url: string) => boolean = () => false) {
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    if (failing(url)) return new Response('no', { status: 404 });
    return new Response(url.includes('default-') || url.includes('agent-') ? png : new TextEncoder().encode(url));
  });
}

beforeEach(() => {
  fetched.length = 0;
  setWebConfig({
    apiUrl: '/api',
    photosUrl: 'https://photos.test/p',
    region: 'r',
    userPoolId: 'p',
    userPoolClientId: 'c',
  });
  vi.mocked(renderAnnualReportPdf)
    .mockReset()
    .mockResolvedValue(new Uint8Array([0x25, 0x50, 0x44, 0x46]));
  vi.mocked(downsizeImage)
    .mockReset()
    .mockImplementation(async (bytes) => new Uint8Array([...new TextEncoder().encode('small:'), ...bytes]));
});
afterEach(() => vi.unstubAllGlobals());

const request = (changes: Parameters<typeof report>[0] = {}) => ({
  report: report(changes),
  neighbourhoods: [],
  productName: 'GTA Homes',
  now: new Date('2026-06-15T16:00:00Z'),
});
const text = (bytes: Uint8Array | undefined) => (bytes ? new TextDecoder().decode(bytes) : undefined);

describe('the annual report PDF in the browser (document 3 §4, §9.3)', () => {
  it('gives the layout seven font weights, the default headshot and logo, and each photo downsized', async () => {
    stubFiles();
    const photos = Array.from({ length: 8 }, (_, i) => `pool/subject-${i}.jpg`);

    await generateAnnualReportPdf(
      request({
        propertyDetails: { summary: comparable(0), photos },
        similarSolds: [comparable(1, { mls: 'W1', photo: 'pool/w1.jpg' })],
        similarActives: [comparable(2, { mls: 'A1', photo: 'pool/a1.jpg', status: 'forSale' })],
      }),
    );

    const [input, fonts, images] = vi.mocked(renderAnnualReportPdf).mock.calls[0]!;
    expect(Object.keys(fonts).sort()).toEqual(['black', 'bold', 'extrabold', 'medium', 'regular', 'semibold', 'thin']);
    expect(input.branding.phone).toBe('(000) 000-0000');
    expect(input.productName).toBe('GTA Homes');
    expect(Object.keys(images).sort()).toEqual(
      ['headshot', 'logo', 'listing:A1', 'listing:W1', ...[0, 1, 2, 3, 4, 5].map((i) => `photo:${i}`)].sort(),
    );
    expect(text(images['photo:5'])).toBe('small:https://photos.test/p/pool/subject-5.jpg');
    expect(text(images['listing:W1'])).toBe('small:https://photos.test/p/pool/w1.jpg');
    expect(fetched.some((url) => url.endsWith('subject-6.jpg'))).toBe(false);
    // The home's photos keep their print width; a listing's small picture is kept smaller.
    const widths = vi.mocked(downsizeImage).mock.calls.map(([, maxWidth]) => maxWidth);
    expect(widths.filter((width) => width === 640)).toHaveLength(6);
    expect(widths.filter((width) => width === 320)).toHaveLength(2);
    expect(images.headshot).toEqual(png);
  });

  it("leaves out a photo that cannot be loaded or read, and uses the agent's own headshot", async () => {
    stubFiles((url) => url.endsWith('w1.jpg'));
    vi.mocked(downsizeImage).mockImplementation(async (bytes) => {
      if (text(bytes)?.endsWith('a1.jpg')) throw new Error('not an image');
      return bytes;
    });

    await generateAnnualReportPdf(
      request({
        agent: {
          firstName: 'Jane',
          lastName: 'Morrison',
          email: 'j@example.com',
          headshot: 'https://up.test/agent-h.png',
        },
        similarSolds: [
          comparable(1, { mls: 'W1', photo: 'pool/w1.jpg' }),
          comparable(3, { mls: 'W3', photo: undefined }),
        ],
        similarActives: [comparable(2, { mls: 'A1', photo: 'pool/a1.jpg' })],
      }),
    );

    const [input, , images] = vi.mocked(renderAnnualReportPdf).mock.calls[0]!;
    expect(Object.keys(images).sort()).toEqual(['headshot', 'logo']);
    expect(fetched).toContain('https://up.test/agent-h.png');
    expect(input.branding.name).toBe('Jane Morrison');
  });

  it('resolves to nothing when the PDF cannot be made', async () => {
    stubFiles();
    vi.mocked(renderAnnualReportPdf).mockRejectedValue(new Error('layout failed'));
    vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(await generateAnnualReportPdfUrl(request())).toBeUndefined();
  });

  it('resolves to a blob URL of a PDF', async () => {
    stubFiles();
    const original = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => `blob:${blob.type}`;
    try {
      expect(await generateAnnualReportPdfUrl(request())).toBe('blob:application/pdf');
    } finally {
      URL.createObjectURL = original;
    }
  });
});
