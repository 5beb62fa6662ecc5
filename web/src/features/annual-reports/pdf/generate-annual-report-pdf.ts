import interThinUrl from '@expo-google-fonts/inter/100Thin/Inter_100Thin.ttf?url';
import interRegularUrl from '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf?url';
import interMediumUrl from '@expo-google-fonts/inter/500Medium/Inter_500Medium.ttf?url';
import interSemiBoldUrl from '@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf?url';
import interBoldUrl from '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf?url';
import interExtraBoldUrl from '@expo-google-fonts/inter/800ExtraBold/Inter_800ExtraBold.ttf?url';
import interBlackUrl from '@expo-google-fonts/inter/900Black/Inter_900Black.ttf?url';
import type { AnnualReport } from '@shared/annual-report/types';
import type { Neighbourhood } from '@shared/neighbourhood';
import { annualReportImageKeys, maxReportPhotos } from '@shared/pdf/annual-report/context';
import { renderAnnualReportPdf } from '@shared/pdf/annual-report/render';
import type { PdfFontFiles } from '@shared/pdf/render-pdf-lib';
import { soldReportBranding } from '@shared/pdf/sold-report/branding';
import { fetchBytes, imageOrDefault } from '../../../lib/load-bytes';
import { photoUrl } from '../../../lib/photo-url';
import { defaultHeadshotUrl, defaultLogoUrl } from '../../../ui/default-images';
import { downsizeImage, maxPhotoWidth } from './downsize-image';

/*
 * Loaded with `import()` when a report is previewed, never with a page: it pulls in pdf-lib,
 * fontkit and the seven font files' addresses.
 */

const fontUrls = {
  thin: interThinUrl,
  regular: interRegularUrl,
  medium: interMediumUrl,
  semibold: interSemiBoldUrl,
  bold: interBoldUrl,
  extrabold: interExtraBoldUrl,
  black: interBlackUrl,
} as const;

/**
 * The seven weights, fetched once per page load (the renderer keeps the fonts it parsed by
 * their bytes, so a second preview reuses both). A failed fetch is forgotten and tried again.
 */
let fonts: Promise<PdfFontFiles> | undefined;
function loadFonts(): Promise<PdfFontFiles> {
  fonts ??= Promise.all(
    Object.entries(fontUrls).map(async ([weight, url]) => [weight, await fetchBytes(url)] as const),
  ).then((entries) => Object.fromEntries(entries) as PdfFontFiles);
  fonts.catch(() => (fonts = undefined));
  return fonts;
}

const photoTimeoutMs = 8000;

/**
 * The width a listing's first photo is kept at: the comparables' and actives' pictures are
 * drawn about 110 pt wide, so twice that is sharp in print; the home's own photos are drawn
 * 256 pt wide and the cover's wider, so they keep `maxPhotoWidth`.
 */
const listingPhotoWidth = 320;

/** A listing photo, downsized; undefined when it cannot be had (the layout draws a placeholder). */
async function loadPhoto(path: string | undefined, maxWidth = maxPhotoWidth): Promise<Uint8Array | undefined> {
  if (!path) return undefined;
  try {
    const bytes = await fetchBytes(photoUrl(path), {
      credentials: 'omit',
      signal: AbortSignal.timeout(photoTimeoutMs),
    });
    return await downsizeImage(bytes, maxWidth);
  } catch {
    return undefined;
  }
}

/** The report's images by their layout keys: the agent's (or the default) headshot and logo, and the photos that loaded. */
async function loadImages(report: AnnualReport): Promise<Record<string, Uint8Array>> {
  const wanted: [key: string, path: string | undefined, maxWidth: number][] = [
    ...(report.propertyDetails?.photos ?? [])
      .slice(0, maxReportPhotos)
      .map((path, index): [string, string, number] => [annualReportImageKeys.photo(index), path, maxPhotoWidth]),
    ...[...report.similarSolds, ...report.similarActives].map((listing): [string, string | undefined, number] => [
      annualReportImageKeys.listing(listing.mls),
      listing.photo,
      listingPhotoWidth,
    ]),
  ];
  const [headshot, logo, photos] = await Promise.all([
    imageOrDefault(report.agent?.headshot, defaultHeadshotUrl),
    imageOrDefault(report.agent?.logo, defaultLogoUrl),
    Promise.all(wanted.map(async ([key, path, maxWidth]) => [key, await loadPhoto(path, maxWidth)] as const)),
  ]);
  const images: Record<string, Uint8Array> = {
    [annualReportImageKeys.headshot]: headshot,
    [annualReportImageKeys.logo]: logo,
  };
  for (const [key, bytes] of photos) if (bytes) images[key] = bytes;
  return images;
}

export interface AnnualReportPdfRequest {
  report: AnnualReport;
  neighbourhoods: readonly Neighbourhood[];
  productName: string;
  now: Date;
}

/** The report's PDF bytes. */
export async function generateAnnualReportPdf({
  report,
  neighbourhoods,
  productName,
  now,
}: AnnualReportPdfRequest): Promise<Uint8Array> {
  const [fontFiles, images] = await Promise.all([loadFonts(), loadImages(report)]);
  const branding = soldReportBranding(report.agent);
  return renderAnnualReportPdf({ report, branding, now, productName, neighbourhoods }, fontFiles, images);
}

/** A PDF as an address the browser can open or frame (free it with `URL.revokeObjectURL`). */
export function pdfBlobUrl(bytes: Uint8Array): string {
  return URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
}

/**
 * Document 3 §4 "Report PDF generation": resolves with a blob URL when finished and with
 * nothing on error (the caller shows its message).
 */
export async function generateAnnualReportPdfUrl(request: AnnualReportPdfRequest): Promise<string | undefined> {
  try {
    return pdfBlobUrl(await generateAnnualReportPdf(request));
  } catch (error) {
    console.error('The annual report PDF could not be generated', error);
    return undefined;
  }
}
