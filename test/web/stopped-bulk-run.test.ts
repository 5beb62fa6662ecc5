import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readStoppedBulkRun, recordStoppedBulkRun } from '../../web/src/features/users/stopped-bulk-run';
import { setWebConfig } from '../../web/src/lib/web-config';
import { client1Config, jwt, storeSession } from './stored-session-fixture';

const run = { action: 'followUp', reached: 167, total: 1689 } as const;

describe('a bulk action left unfinished (QA 69b M1, review 69b M1)', () => {
  beforeEach(() => setWebConfig(client1Config));
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('is kept for the user who left it, and said to them', () => {
    storeSession(sessionStorage, Date.now() + 3_600_000);
    recordStoppedBulkRun(run);
    expect(readStoppedBulkRun()).toEqual(run);
  });

  it('is not kept once signed out: a sign-out clears the tab, then the page goes and stops the run', () => {
    recordStoppedBulkRun(run);
    expect(sessionStorage.length).toBe(0);
    storeSession(sessionStorage, Date.now() + 3_600_000);
    expect(readStoppedBulkRun()).toBeUndefined();
  });

  it('is not said to another user who signs in on the tab', () => {
    storeSession(sessionStorage, Date.now() + 3_600_000);
    recordStoppedBulkRun(run);
    sessionStorage.setItem(
      'CognitoIdentityServiceProvider.client-1.u1.idToken',
      jwt({ sub: 'sub-2', exp: 9_999_999_999 }),
    );
    expect(readStoppedBulkRun()).toBeUndefined();
  });
});
