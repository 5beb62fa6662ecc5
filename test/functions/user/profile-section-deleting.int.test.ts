import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ManagedProfile } from '@shared/profile-sections';
import { resetEnv } from '../../../functions/lib/env';
import type * as contactAccess from '../../../functions/user/accounts/contact-access';
import { reachableProfile } from '../../../functions/user/accounts/contact-access';
import { markDeleting } from '../../../functions/user/accounts/managed-profile-repository';
import { getProfile } from '../../../functions/user/accounts/profile-repository';
import { call, dashboardWorld, type DashboardWorld } from './dashboard-world';

/**
 * `PUT /profiles/{id}` on a profile whose deletion begins while the save runs: after the
 * access check read the profile, before the section's write. The write is refused by its
 * "not deleting" condition; the answer is the one a save arriving a moment later gets (404,
 * contact-access.ts), not the 409 of a stale version, whose Reload would lead nowhere.
 */
vi.mock('../../../functions/user/accounts/contact-access', async (importOriginal) => {
  const original = await importOriginal<typeof contactAccess>();
  return { ...original, reachableProfile: vi.fn(original.reachableProfile) };
});

let w: DashboardWorld;

beforeAll(async () => {
  w = await dashboardWorld();
  process.env.NOW = '2026-06-15T12:00:00Z';
  resetEnv();
});

/** The deletion mark lands just after the next access check has read the profile. */
async function deletionBeginsDuringTheNextSave(userId: string) {
  const { reachableProfile: real } = await vi.importActual<typeof contactAccess>(
    '../../../functions/user/accounts/contact-access',
  );
  vi.mocked(reachableProfile).mockImplementationOnce(async (...args) => {
    const profile = await real(...args);
    await markDeleting(userId, '2026-06-15T12:00:00Z');
    return profile;
  });
}

describe('a dashboard section save on a profile whose deletion begins meanwhile', () => {
  it('answers 404 as a save after the deletion began does, and writes nothing', async () => {
    const read = await call('GET /profiles/{id}', w.sarah.idToken, { id: w.olivia.sub });
    const opened = read.body as ManagedProfile;
    await deletionBeginsDuringTheNextSave(w.olivia.sub);

    const raced = await call('PUT /profiles/{id}', w.sarah.idToken, {
      id: w.olivia.sub,
      body: { section: 'account', version: opened.sectionVersions.account, firstName: 'Liv', lastName: 'Chen' },
    });
    const stored = await getProfile(w.olivia.sub);
    const later = await call('PUT /profiles/{id}', w.priya.idToken, {
      id: w.olivia.sub,
      body: { section: 'account', version: opened.sectionVersions.account, firstName: 'Liv', lastName: 'Chen' },
    });

    expect(later).toEqual({ status: 404, body: { message: 'There is no such user.' } });
    expect(raced).toEqual(later);
    expect(stored).toMatchObject({ firstName: 'Olivia', status: 'deleting' });
  });
});
