import type { HomeImprovement } from './types';
import { homeValueMessages as m } from './messages';

/*
 * Improvements with impossible dates (issue 25 "Bad input"): completed in the future, or before
 * the home was built. One rule for the form, the schema at the API's edge and the service,
 * which alone knows the home's listings.
 */

/** No home of the GTA stands from before this year (Toronto's oldest house is from 1794). */
export const earliestHomeYear = 1790;

export interface ImprovementDateIssue {
  /** The improvement's index in the list. */
  index: number;
  message: string;
}

/**
 * The improvements whose completion date is impossible: after `today`, or before the home was
 * built (its `earliestYearBuilt`, from its listings' building ages, when known; else no GTA
 * home's). Dates are `YYYY-MM-DD`; a malformed one is the schema's to refuse.
 */
export function improvementDateIssues(
  improvements: readonly Pick<HomeImprovement, 'completionDate'>[],
  home: { today: string; earliestYearBuilt?: number },
): ImprovementDateIssue[] {
  const built = Math.max(home.earliestYearBuilt ?? earliestHomeYear, earliestHomeYear);
  return improvements.flatMap(({ completionDate }, index): ImprovementDateIssue[] => {
    if (completionDate > home.today) return [{ index, message: m.improvementInFuture }];
    if (Number(completionDate.slice(0, 4)) < built) return [{ index, message: m.improvementBeforeBuilt }];
    return [];
  });
}
