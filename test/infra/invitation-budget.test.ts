import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildStacks, logicalId, testApp } from './stacks';

/**
 * An agent's daily budget of invitation e-mails (DECISIONS row 46, `INVITATION_DAILY_BUDGET`):
 * set by `-c invitationDailyBudget`, 500 without it, in the user service and in the contact
 * import's job, which both send invitations.
 */
function budgets(context: Record<string, unknown>) {
  const { stateless } = buildStacks(testApp({ context }));
  const resources = Template.fromStack(stateless).toJSON().Resources;
  const variables = (fn: Parameters<typeof logicalId>[0]) =>
    resources[logicalId(fn)].Properties.Environment.Variables as Record<string, unknown>;
  return {
    user: variables(stateless.functions.get('user')!.function).INVITATION_DAILY_BUDGET,
    contactImport: variables(stateless.jobs.get('contact-import')!.function.function).INVITATION_DAILY_BUDGET,
  };
}

describe("an agent's daily budget of invitation e-mails", { timeout: 60_000 }, () => {
  it('is 500 without -c invitationDailyBudget, for the user service and the import job', () => {
    expect(budgets({})).toEqual({ user: '500', contactImport: '500' });
  });

  it('is what -c invitationDailyBudget says', () => {
    expect(budgets({ invitationDailyBudget: '50' })).toEqual({ user: '50', contactImport: '50' });
  });

  it('refuses at synth anything but a whole number from 1', () => {
    for (const invitationDailyBudget of ['0', 'many', '2.5']) {
      expect(() => budgets({ invitationDailyBudget })).toThrow(/invitationDailyBudget/);
    }
  });
});
