import type { PdfOp, PdfPage } from '../model';
import { annualReportImageKeys, maxReportPhotos } from './context';
import { framedPage, sectionTitle, sectionTop } from './frame';
import { area, type AnnualReportLayoutContext } from './layout-context';
import { photoOps } from './photo-box';

/** Document 3 §9.3: two columns of 256×150 photos. */
export const photoSize = { width: 256, height: 150 } as const;
const columnGap = 19;
const rowGap = 22;
const rowsPerPage = 3;

/** How many of the home's photos the report shows. */
export const reportPhotoCount = (ctx: AnnualReportLayoutContext) =>
  Math.min(ctx.report.propertyDetails?.photos.length ?? 0, maxReportPhotos);

/**
 * The photo pages: none when the home has no photos, or only the one the cover shows (the section
 * is left out: a page of that one photo again was three quarters blank, QA 66b L5).
 */
export function photoPages(ctx: AnnualReportLayoutContext): PdfPage[] {
  const count = reportPhotoCount(ctx);
  if (count <= 1) return [];
  const perPage = rowsPerPage * 2;
  const pages: PdfPage[] = [];
  const gridLeft = area.left + (area.width - 2 * photoSize.width - columnGap) / 2;
  for (let first = 0; first < count; first += perPage) {
    const ops: PdfOp[] = [
      ...sectionTitle(
        ctx,
        first === 0 ? 'Photos' : 'Photos (continued)',
        `${count} photos of ${ctx.report.homeValue.displayAddress}`,
      ),
    ];
    for (let i = first; i < Math.min(count, first + perPage); i++) {
      const slot = i - first;
      const x = gridLeft + (slot % 2) * (photoSize.width + columnGap);
      const y = sectionTop + Math.floor(slot / 2) * (photoSize.height + rowGap);
      ops.push(...photoOps(annualReportImageKeys.photo(i), ctx.available, { x, y, ...photoSize }));
    }
    pages.push(framedPage(ctx, ops));
  }
  return pages;
}
