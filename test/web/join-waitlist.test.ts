import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/validation/messages';
import { joinWaitlist } from '../../web/src/features/auth/api/join-waitlist';
import { ApiError } from '../../web/src/lib/api-client';
import { stubApi } from './api-stub';

afterEach(() => vi.unstubAllGlobals());

describe('joining the waitlist (PUT /waitlist)', () => {
  it("reads the spec's 409 as already on the list, and throws the others for their message (QA 66c M1)", async () => {
    stubApi(() => ({ status: 409, body: { message: messages.waitlistExists } }));
    await expect(joinWaitlist('grace.kim@example.com')).resolves.toBe('exists');

    stubApi(() => ({ status: 409, body: { message: messages.waitlistHasAccount } }));
    const refused = joinWaitlist('olivia.chen@example.com');
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toThrow('This e-mail address already has an account. Please sign in.');

    stubApi(() => ({ status: 204 }));
    await expect(joinWaitlist('omar.haddad@example.com')).resolves.toBe('joined');
  });
});
