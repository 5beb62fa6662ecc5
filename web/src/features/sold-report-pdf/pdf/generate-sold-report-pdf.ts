import interBoldUrl from '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf?url';
import interRegularUrl from '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf?url';
import interSemiBoldUrl from '@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf?url';
import type { AgentProfile } from '@shared/agent';
import { soldReportBranding } from '@shared/pdf/sold-report/branding';
import type { PdfFontFiles } from '@shared/pdf/render-pdf-lib';
import { renderSoldReportPdf } from '@shared/pdf/sold-report/render';
import type { SoldReportAnswer } from '@shared/sold-report/types';
import { defaultHeadshotUrl, defaultLogoUrl } from '../../../ui/default-images';
import { fetchBytes, imageOrDefault } from '../../../lib/load-bytes';

/*
 * Loaded with `import()` at download time only: this module pulls in pdf-lib, fontkit and
 * the font files' addresses, none of which belong in the page's own chunks.
 */

/**
 * The fonts, fetched once per page load: the renderer keeps the fonts it parsed by their
 * bytes, so a second download reuses both. A failed fetch is forgotten and tried again.
 */
let fonts: Promise<PdfFontFiles> | undefined;
function loadFonts(): Promise<PdfFontFiles> {
  fonts ??= Promise.all([fetchBytes(interRegularUrl), fetchBytes(interSemiBoldUrl), fetchBytes(interBoldUrl)]).then(
    ([regular, semibold, bold]) => ({ regular, semibold, bold }),
  );
  fonts.catch(() => (fonts = undefined));
  return fonts;
}

export interface SoldReportPdfRequest {
  report: SoldReportAnswer;
  /** Whose branding the report carries; null shows the fallbacks. */
  agent: AgentProfile | null;
  productName: string;
  now: Date;
}

export async function generateSoldReportPdf({ report, agent, productName, now }: SoldReportPdfRequest) {
  const [fontFiles, headshot, logo] = await Promise.all([
    loadFonts(),
    imageOrDefault(agent?.headshotUrl, defaultHeadshotUrl),
    imageOrDefault(agent?.logoUrl, defaultLogoUrl),
  ]);
  return renderSoldReportPdf({ report, branding: soldReportBranding(agent), now, productName }, fontFiles, {
    headshot,
    logo,
  });
}
