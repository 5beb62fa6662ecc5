/**
 * A daily budget per caller (DECISIONS row 46: an agent's invitation e-mails a day). Unlike the
 * fixed-window counters (fixed-window.ts), which count every request and refuse past the limit,
 * a budget is spent only when all of the amount fits: one conditional `ADD` (`used + amount <=
 * limit`), so an import of 300 on a budget with 200 left spends nothing and says so, and two
 * instances spending at once can never pass the limit together. The day is the caller's
 * calendar day (Toronto), so "left today" means what an agent reads it as.
 */
export interface BudgetRule {
  bucket: string;
  limit: number;
}

export interface BudgetSpend {
  bucket: string;
  callerKey: string;
  /** The day's `YYYY-MM-DD`: one budget per caller and day. */
  day: string;
  amount: number;
  limit: number;
  /** Epoch seconds after which the store may forget the day (the table's TTL). */
  expiresAt: number;
}

/** The store of the budgets, shared by every instance: the user table (functions/user/rate-limits/rate-limit-repository.ts). */
export interface BudgetStore {
  /** Spends `amount` if it all fits under `limit`; answers whether it did and what is now used. */
  spend(spend: BudgetSpend): Promise<{ spent: boolean; used: number }>;
  /**
   * Gives back an amount spent on something that was not done (an e-mail SES refused, an
   * import's rows someone else invited first); to a day it has forgotten, nothing.
   */
  refund(spend: Omit<BudgetSpend, 'limit'>): Promise<void>;
}

export interface BudgetOutcome {
  spent: boolean;
  /** What is left of the day's budget after this (nothing spent when `spent` is false). */
  left: number;
  /** Gives the amount back (a no-op when nothing was spent). */
  refund: () => Promise<void>;
}

/** Two days: a day's budget is read on that Toronto day only, whatever the offset. */
const keptSeconds = 2 * 24 * 60 * 60;

export async function spendBudget(
  store: BudgetStore,
  rule: BudgetRule,
  callerKey: string,
  amount: number,
  day: string,
  now: Date,
): Promise<BudgetOutcome> {
  const request = dayRequest(rule, callerKey, amount, day, now);
  const { spent, used } = await store.spend({ ...request, limit: rule.limit });
  return {
    spent,
    left: Math.max(0, rule.limit - used),
    refund: spent && amount > 0 ? () => store.refund(request) : async () => undefined,
  };
}

/**
 * Gives back part of what was spent on a day and not used after all (an import's rows someone
 * else invited before it could). A day the store has forgotten has nothing to give back to.
 */
export async function refundBudget(
  store: BudgetStore,
  rule: BudgetRule,
  callerKey: string,
  amount: number,
  day: string,
  now: Date,
): Promise<void> {
  if (amount <= 0) return;
  await store.refund(dayRequest(rule, callerKey, amount, day, now));
}

/** An amount of a caller's budget on a day, kept by the store for `keptSeconds` from now. */
function dayRequest(rule: BudgetRule, callerKey: string, amount: number, day: string, now: Date) {
  return {
    bucket: rule.bucket,
    callerKey,
    day,
    amount,
    expiresAt: Math.ceil(now.getTime() / 1000) + keptSeconds,
  };
}
