import { homeLastSale } from '../home-value/last-sale';
import type { AnnualReport } from './types';

/*
 * The home's two headline figures, one rule for the report modal, the lists and the PDF
 * (document 2 §2 "Annual report modal", document 3 §2.10; issue 25).
 */

/** The value the report stands by: the agent's confirmed value when there is one, else the model's. */
export const valueUsed = (report: Pick<AnnualReport, 'homeValue'>) =>
  report.homeValue.confirmedValue ?? report.homeValue.instanceValue;

/**
 * The home's last sale (the report lists' and the modal's Last Sold, the PDF's): the owner's
 * purchase when given, else the listing's last sale, never a lease
 * (shared/home-value/last-sale.ts); else the valuation's `lastPurchasePrice` and
 * `lastPurchaseDate`, which the service derives by that same rule.
 */
export function lastSold(report: Pick<AnnualReport, 'homeValue'>): { price?: number; date?: string } {
  const sale = homeLastSale(report.homeValue);
  if (sale) return { price: sale.price, date: sale.date };
  const { lastPurchasePrice: price, lastPurchaseDate: date } = report.homeValue;
  return { ...(price !== undefined && { price }), ...(date && { date }) };
}
