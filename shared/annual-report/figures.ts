import type { AnnualReport } from './types';

/*
 * The home's two headline figures, one rule for the report modal and the PDF (document 2 §2
 * "Annual report modal", document 3 §2.10).
 */

/** The value the report stands by: the agent's confirmed value when there is one, else the model's. */
export const valueUsed = (report: Pick<AnnualReport, 'homeValue'>) =>
  report.homeValue.confirmedValue ?? report.homeValue.instanceValue;

/** The home's last sale: its last listing's when that sold, else the purchase the owner gave. */
export function lastSold(report: Pick<AnnualReport, 'homeValue'>): { price?: number; date?: string } {
  const { lastListing, lastPurchasePrice, lastPurchaseDate } = report.homeValue;
  if (lastListing?.status === 'sold' && Number.isFinite(lastListing.soldPrice)) {
    return { price: lastListing.soldPrice, date: lastListing.soldDate };
  }
  return { price: lastPurchasePrice, date: lastPurchaseDate };
}
