import type { ValueExplanation } from './types';

/** What one of the owner's improvements added to a value, and when it was done. */
export interface ImprovementStep {
  completionDate: string;
  added: number;
}

/**
 * The improvements that added something to a value (one before the home's last sale adds nothing),
 * work a fact also holds with that fact's part (an added bathroom: the count's worth is the
 * work's, and the months before it was done are without it).
 */
export function improvementSteps(explanation: ValueExplanation | undefined): ImprovementStep[] {
  return (explanation?.improvements?.items ?? [])
    .map((item) => ({ completionDate: item.completionDate, added: item.added + (item.factWorth ?? 0) }))
    .filter((step) => step.added > 0);
}
