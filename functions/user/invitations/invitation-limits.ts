import { torontoDate } from '@shared/format/dates';
import { importOverBudget } from '@shared/contact-import';
import type { InvitationBudget } from '@shared/contract/user/answers';
import { inviteBudgetSpent, inviteMessages } from '@shared/invite-messages';
import type { Caller } from '../../lib/auth/caller';
import { env } from '../../lib/env';
import { RateLimitedError } from '../../lib/errors';
import { refundBudget, spendBudget, type BudgetRule } from '../../lib/rate-limit/daily-budget';
import { addressRateKey, userRateKey } from '../../lib/rate-limit/rate-key';
import { takeSlot, type SlotRule } from '../../lib/rate-limit/sliding-slots';
import { budgetStore, slotStore } from '../rate-limits/published';

/**
 * How many invitation e-mails may go out (issue 24 M1, DECISIONS row 46), in the store every
 * instance shares (the user table's rate-limit items, functions/lib/rate-limit/):
 * - to one address, at most 3 in any 24 hours, whoever asks: invitations, resends and imports;
 * - from one agent, a daily (Toronto) budget, `INVITATION_DAILY_BUDGET` (500 by default). An
 *   import is charged whole before it creates anything, and refused when it does not fit.
 * Admins have no budget; the per-address limit holds for them too. Past either, 429.
 * An e-mail that was not sent after all (SES refused it) gives its share back.
 */
export const perAddress: SlotRule = { bucket: 'invitationAddress', limit: 3, windowSeconds: 24 * 60 * 60 };
const perInviter = (): BudgetRule => ({ bucket: 'invitationBudget', limit: env().INVITATION_DAILY_BUDGET });

/** Whether a caller sends invitations without a budget: an admin (DECISIONS row 46). */
const exempt = (inviter: Pick<Caller, 'roles'>) => inviter.roles.includes('admin');

/** What one admitted e-mail holds of the limits; `giveBack` when it was not sent after all. */
export interface MailAdmission {
  giveBack(): Promise<void>;
}

/**
 * Admits one invitation e-mail from `inviter` to `email`, or refuses with 429 and its message,
 * counting nothing. The address's slot first, then the inviter's budget.
 */
export async function admitInvitationMail(inviter: Caller, email: string, now: Date): Promise<MailAdmission> {
  const release = await takeSlot(slotStore, perAddress, addressRateKey(email), now, inviteMessages.addressLimit);
  if (exempt(inviter)) return { giveBack: release };
  try {
    const rule = perInviter();
    const budget = await spendBudget(budgetStore, rule, userRateKey(inviter.sub), 1, torontoDate(now), now);
    if (!budget.spent) throw new RateLimitedError(inviteBudgetSpent(rule.limit));
    return {
      giveBack: async () => {
        await release();
        await budget.refund();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/** What is left today of `inviter`'s budget; none for an admin. Nothing is spent. */
export async function invitationBudgetOf(inviter: Caller, now: Date): Promise<InvitationBudget> {
  if (exempt(inviter)) return { daily: null };
  const rule = perInviter();
  const { left } = await spendBudget(budgetStore, rule, userRateKey(inviter.sub), 0, torontoDate(now), now);
  return { daily: rule.limit, left };
}

/**
 * The import's budget check at its start, so that an agent hears at once (429): whether
 * `invitations` fit in what is left of their day. Nothing is spent: the job spends it
 * (`chargeImport`) before it creates the first invitation.
 */
export async function assertImportFits(inviter: Caller, invitations: number, now: Date): Promise<void> {
  if (exempt(inviter) || invitations === 0) return;
  const { left } = await spendBudget(budgetStore, perInviter(), userRateKey(inviter.sub), 0, torontoDate(now), now);
  if (invitations > left) throw new RateLimitedError(importOverBudget(invitations, left));
}

/**
 * Spends an import's invitations from its agent's budget, whole or not at all; the refusal's
 * message when they do not fit (the import is then refused, with nothing created).
 */
export async function chargeImport(payerId: string, invitations: number, now: Date): Promise<string | undefined> {
  if (invitations === 0) return undefined;
  const budget = await spendBudget(budgetStore, perInviter(), userRateKey(payerId), invitations, torontoDate(now), now);
  return budget.spent ? undefined : importOverBudget(invitations, budget.left);
}

/**
 * Gives back what an import was charged for and did not create: the rows someone else invited
 * between its plan and its chunks (two imports of one file at once each charge the whole file,
 * and the second then finds every row taken: QA 48b L1). Back to the day it was charged on.
 */
export async function refundImport(payerId: string, unused: number, chargedOn: string, now: Date): Promise<void> {
  await refundBudget(budgetStore, perInviter(), userRateKey(payerId), unused, chargedOn, now);
}

/** An import's e-mail to one address: whether it is within the address's 3 a day (taking its slot). */
export async function admitImportMail(email: string, now: Date): Promise<MailAdmission | undefined> {
  try {
    return { giveBack: await takeSlot(slotStore, perAddress, addressRateKey(email), now, inviteMessages.addressLimit) };
  } catch (error) {
    if (error instanceof RateLimitedError) return undefined;
    throw error;
  }
}
