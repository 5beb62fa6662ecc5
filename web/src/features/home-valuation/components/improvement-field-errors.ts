import { firstErrors } from '@shared/first-errors';
import { valuationBodyIssues } from '../valuation-checks';
import {
  isImprovementField,
  valuationBody,
  type ImprovementField,
  type ImprovementInput,
  type ValuationFormValues,
} from '../valuation-form';

/** The message under each field of the improvement dialog that the shared schema refuses. */
export type ImprovementFieldErrors = Partial<Record<ImprovementField, string>>;

/** A home with no facts: the dialog reads only its own row's messages from the check. */
const noHome: ValuationFormValues = {
  locationId: '',
  address: '',
  unit: '',
  type: null,
  bedroom: 0,
  bathroom: 0,
  parking: 0,
  footage: '',
  lotFront: '',
  lotDepth: '',
  purchasePrice: '',
  purchaseDate: '',
  improvements: [],
};

/**
 * The shared schema's first message for each field of one improvement, all at once, as the
 * details form says them: the summary's save says only the first, so a bad area, cost and date
 * took three rounds (QA 70a L3). The row is the one the save sends (`valuationBody`), checked by
 * the same schema. What depends on the home (a date in the future or before it was built) is the
 * save's to say: the schema checks it once every field is well formed. An improvement left blank
 * has no row, so no message here; the save says what it needs.
 */
export async function improvementFieldErrors(item: ImprovementInput): Promise<ImprovementFieldErrors> {
  const issues = await valuationBodyIssues(valuationBody({ ...noHome, improvements: [item] }, true));
  const own = issues.filter(
    ({ path: [list, index, field] }) => list === 'homeImprovements' && index === 0 && isImprovementField(field),
  );
  return firstErrors(own, (path) => String(path[2]));
}
