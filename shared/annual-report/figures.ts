import { displayDate, torontoDayOf } from '../format/dates';
import { homeLastSale } from '../home-value/last-sale';
import { improvementSteps, type ImprovementStep } from '../home-value/improvement-steps';
import type { HomeValuation } from '../home-value/types';
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

/**
 * What is said beside a confirmed value whose home's details the owner changed after the
 * confirmation (`detailsChangedAt`): the value was of other facts (QA 62a L5). The PDF and the
 * print desk's e-mail say it in these words (QA 63a L14), as the lists' badge does.
 */
export const detailsChangedSentence = (detailsChangedAt: string) =>
  `The home’s details changed on ${displayDate(detailsChangedAt)}, after this confirmation.`;

/**
 * The owner's work the agent's confirmed value holds, and what each piece added: page 3 carries
 * that value back along the area's index less this work in the months before it was done
 * (issue 25; QA 28), and says so. The work on record when the agent confirmed (`confirmedWork`,
 * kept then): work entered since, even dated before, is in no figure the agent saw, and an edit
 * after the confirmation moves nothing of the line (QA 63a L5). A confirmation made before that
 * was kept: the work done by its day in Toronto (QA 48a L3).
 */
export function confirmedWorkOf(
  homeValue: Pick<HomeValuation, 'confirmedAt' | 'explanation'> & { confirmedWork?: ImprovementStep[] },
): ImprovementStep[] {
  if (homeValue.confirmedWork) return homeValue.confirmedWork;
  const confirmedOn = homeValue.confirmedAt ? torontoDayOf(homeValue.confirmedAt) : undefined;
  return improvementSteps(homeValue.explanation).filter(
    (step) => confirmedOn === undefined || step.completionDate <= confirmedOn,
  );
}
