import type { AnnualReport } from '@shared/annual-report/types';
import type { Neighbourhood } from '@shared/neighbourhood';
import type { SoldReportBranding } from '../sold-report/branding';

/**
 * What the annual report's layout is given (document 3 §9.3; issue 17). The layout is pure:
 * the browser's preview, the sample page, the tests and the bench call the same code with
 * bytes only (see render.ts).
 */
export interface AnnualReportPdfInput {
  report: AnnualReport;
  /** The agent's block, with the sold report's fallbacks (`soldReportBranding(report.agent)`). */
  branding: SoldReportBranding;
  /** The clock: the cover's date; the value chart ends at the report's last point. */
  now: Date;
  /** The product's name (the web config's `productName`). */
  productName: string;
  /**
   * The outlines the map draws under the points (our own geometry: no map service is needed).
   * Only those near the home matter; an empty list draws the lake shore and the points alone.
   */
  neighbourhoods: readonly Neighbourhood[];
  /**
   * Which images the caller could load, by their keys (`annualReportImageKeys`); the layout
   * draws a placeholder where one is missing, so a failed photo never fails the report.
   */
  available: ReadonlySet<string>;
}

/**
 * The images' keys. `headshot` and `logo` are always given (the agent's or the defaults);
 * `photo(i)` is the subject's i-th photo (`report.propertyDetails.photos[i]`), `listing(mls)`
 * a comparable's or an active listing's first photo, `map` an image a configured static-map
 * service made (563×240, terrain, scale 2): when given, it replaces the drawn map.
 */
export const annualReportImageKeys = {
  headshot: 'headshot',
  logo: 'logo',
  photo: (index: number) => `photo:${index}`,
  listing: (mls: string) => `listing:${mls}`,
  map: 'map',
} as const;

/** The subject photos the report shows at most (the photo pages: 2 columns of 256×150). */
export const maxReportPhotos = 6;
