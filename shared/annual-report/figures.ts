import type { AnnualReport } from './types';

/*
 * The home's two headline figures, one rule for the report modal and the PDF (document 2 §2
 * "Annual report modal", document 3 §2.10).
 */

/** The value the report stands by: the agent's confirmed value when there is one, else the model's. */
export const valueUsed = (report: Pick<AnnualReport, 'homeValue'>) =>
  report.homeValue.confirmedValue ?? report.homeValue.instanceValue;

/** The home's last listing's sold price, when that listing sold (the report lists' Last Sold). */
export function lastListingSoldPrice(homeValue: Pick<AnnualReport['homeValue'], 'lastListing'>): number | undefined {
  const { lastListing } = homeValue;
  return lastListing?.status === 'sold' && Number.isFinite(lastListing.soldPrice) ? lastListing.soldPrice : undefined;
}

/** The home's last sale: its last listing's when that sold, else the purchase the owner gave. */
export function lastSold(report: Pick<AnnualReport, 'homeValue'>): { price?: number; date?: string } {
  const { lastListing, lastPurchasePrice, lastPurchaseDate } = report.homeValue;
  const price = lastListingSoldPrice(report.homeValue);
  if (price !== undefined) return { price, date: lastListing?.soldDate };
  return { price: lastPurchasePrice, date: lastPurchaseDate };
}
