import { formatCurrency } from '@shared/format/currency';

/**
 * An improvement's cost as the lists show it. A cost of $0 is one the owner does not know (a buyer
 * listing the seller's work), and reads so, not "$0" (QA 63a L12). The estimate adds nothing for
 * such work done since the home's last sale (a share of nothing); work the home was bought with is
 * in its price already.
 */
export const improvementCostText = (cost: number) => (cost > 0 ? formatCurrency(cost) : 'cost not known');

/** Under each Cost field: what the cost does to the estimate (review 64: "Enter 0" invited a +$0). */
export const improvementCostHint = 'The estimate adds the share of the cost such work recoups.';
