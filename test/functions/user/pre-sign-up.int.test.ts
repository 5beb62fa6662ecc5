import { Logger } from '@aws-lambda-powertools/logger';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpRefusedLog } from '../../../functions/lib/signals/metric-names';
import { handler } from '../../../functions/user/accounts/triggers/pre-sign-up';
import { useTestStack } from '../../support/test-stack';

/**
 * The pre-sign-up trigger's refusal, as its errors alarm reads it (QA 47d): each sign-up it
 * refuses on purpose logs one line a metric filter counts, so the alarm leaves it out.
 */
const signUp = (email: string) =>
  ({
    triggerSource: 'PreSignUp_SignUp',
    request: { userAttributes: { email }, clientMetadata: {} },
    response: {},
  }) as unknown as PreSignUpTriggerEvent;

beforeAll(async () => {
  await useTestStack();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the pre-sign-up trigger', () => {
  it('refuses an address without an invitation, and logs the line its alarm subtracts', async () => {
    // The tests' logs are silenced (vitest.config.ts): the call is what the filter reads.
    const info = vi.spyOn(Logger.prototype, 'info');

    await expect(handler(signUp('nobody.invited@example.com'))).rejects.toMatchObject({ name: 'ForbiddenError' });

    expect(info.mock.calls.filter(([message]) => message === signUpRefusedLog)).toHaveLength(1);
  });
});
