import { formatCurrency } from '@shared/format/currency';

/**
 * An improvement's cost as the lists show it. A cost of $0 is one the owner does not know (a buyer
 * listing the seller's work: the valuation counts such work by kind, not by cost), and reads so,
 * not "$0" (QA 63a L12).
 */
export const improvementCostText = (cost: number) => (cost > 0 ? formatCurrency(cost) : 'cost not known');

/** Under each Cost field: what a $0 cost means. */
export const improvementCostHint = 'Enter 0 if you do not know it.';
