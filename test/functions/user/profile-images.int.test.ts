import { ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AgentProfile } from '@shared/agent';
import type { ManagedProfile } from '@shared/profile-sections';
import { ensureAgentMap } from '../../../functions/user/accounts/managed-profile-repository';
import { writeSection } from '../../../functions/user/accounts/profile-edits-repository';
import { getProfile } from '../../../functions/user/accounts/profile-repository';
import { handler as userHandler } from '../../../functions/user/index';
import { invitationBrand } from '../../../functions/user/invitations/invite';
import { presigningS3 } from '../../../functions/lib/aws-clients';
import { env } from '../../../functions/lib/env';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { useTestBucket } from '../../support/test-stack';
import type { TestUser } from '../../support/test-stack';
import { call, dashboardWorld, type DashboardWorld } from './dashboard-world';

/**
 * Pictures set through the dashboard's sections (document 2 §2 "Profile tab", "My profile"):
 * a contact's headshot in the account section, set by their agent or an admin, and an agent's
 * logo in the agent section (and `PUT /myprofile`'s agent part). A picture is the caller's own
 * fresh upload, kept under the profile owner's prefix; nobody may point a profile at someone
 * else's object, nor reach a profile that is not theirs to edit. Against dynalite and s3rver.
 */
let w: DashboardWorld;
let s3: S3Client;
let bucket: string;

/** A page uploaded as a picture. */
const notAPicture = Buffer.from('<svg onload="alert(1)"></svg>');
const jpeg = (text: string) => Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.from(text), 0xff, 0xd9]);

async function keysUnder(prefix: string): Promise<string[]> {
  const { Contents = [] } = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return Contents.map((object) => object.Key ?? '');
}

/** Uploads `picture` as `who` through `POST /uploads`; answers the key to save. */
async function upload(who: TestUser, picture: Buffer, purpose: 'headshot' | 'logo' = 'headshot'): Promise<string> {
  const ticket = await call('POST /uploads', who.idToken, {
    body: { purpose, contentType: 'image/jpeg', size: picture.length },
  });
  expect(ticket.status).toBe(200);
  const put = await fetch(ticket.body.url, {
    method: 'PUT',
    headers: ticket.body.headers,
    body: new Uint8Array(picture),
  });
  expect(put.ok).toBe(true);
  return ticket.body.key as string;
}

async function bytesAt(url: string): Promise<Buffer> {
  const answer = await fetch(url);
  expect(answer.ok).toBe(true);
  return Buffer.from(await answer.arrayBuffer());
}

const profileOf = async (who: TestUser, id: string) => {
  const answer = await call('GET /profiles/{id}', who.idToken, { id });
  expect(answer.status).toBe(200);
  return answer.body as ManagedProfile;
};

const accountSection = (profile: ManagedProfile, extra: Record<string, unknown> = {}) => ({
  section: 'account',
  version: profile.sectionVersions.account,
  firstName: profile.firstName,
  lastName: profile.lastName,
  ...extra,
});

const agentSection = (profile: ManagedProfile, extra: Record<string, unknown> = {}) => ({
  section: 'agent',
  version: profile.sectionVersions.agent,
  jobDescription: 'Sales Representative',
  ...extra,
});

beforeAll(async () => {
  w = await dashboardWorld();
  ({ s3, bucket } = await useTestBucket('UPLOADS_BUCKET'));
});

describe("a contact's headshot, set by their agent or an admin (PUT /profiles/{id}, account)", () => {
  it("keeps the agent's upload under the contact's own prefix and serves it on the profile", async () => {
    const picture = jpeg('olivia by sarah');
    const key = await upload(w.sarah, picture);
    const before = await profileOf(w.sarah, w.olivia.sub);

    const answer = await call('PUT /profiles/{id}', w.sarah.idToken, {
      id: w.olivia.sub,
      body: accountSection(before, { headshot: key }),
    });

    expect(answer.status).toBe(200);
    expect(answer.body.headshot).toMatch(new RegExp(`^headshots/${w.olivia.sub}-[0-9a-f]{8}\\.jpg$`));
    expect(await bytesAt(answer.body.headshotUrl)).toEqual(picture);
    expect((await getProfile(w.olivia.sub))?.headshot).toBe(answer.body.headshot);
    expect(await keysUnder(`headshots/${w.sarah.sub}-`)).toEqual([]);
  });

  it("lets an admin set any contact's headshot, and removes the picture it replaces", async () => {
    const first = await profileOf(w.priya, w.sophia.sub);
    const saved = await call('PUT /profiles/{id}', w.priya.idToken, {
      id: w.sophia.sub,
      body: accountSection(first, { headshot: await upload(w.priya, jpeg('sophia, first')) }),
    });
    expect(saved.status).toBe(200);
    const replaced = saved.body.headshot as string;

    const picture = jpeg('sophia, second');
    const again = await call('PUT /profiles/{id}', w.priya.idToken, {
      id: w.sophia.sub,
      body: accountSection(saved.body, { headshot: await upload(w.priya, picture) }),
    });

    expect(again.status).toBe(200);
    expect(again.body.headshot).toMatch(new RegExp(`^headshots/${w.sophia.sub}-`));
    expect(await bytesAt(again.body.headshotUrl)).toEqual(picture);
    expect(await keysUnder(`headshots/${w.sophia.sub}-`)).toEqual([again.body.headshot]);
    expect(replaced).not.toBe(again.body.headshot);
  });

  it('leaves the headshot as it is when the section is saved without one', async () => {
    const before = await profileOf(w.sarah, w.olivia.sub);
    expect(before.headshot).toBeDefined();

    const answer = await call('PUT /profiles/{id}', w.sarah.idToken, {
      id: w.olivia.sub,
      body: accountSection(before, { firstName: 'Liv' }),
    });

    expect(answer.status).toBe(200);
    expect(answer.body.headshot).toBe(before.headshot);
  });

  it("refuses another agent setting the headshot of someone else's contact: 404, nothing changes", async () => {
    const before = await getProfile(w.olivia.sub);
    const keptBefore = await keysUnder(`headshots/${w.olivia.sub}-`);
    const key = await upload(w.david, jpeg('not his contact'));

    const answer = await call('PUT /profiles/{id}', w.david.idToken, {
      id: w.olivia.sub,
      body: { section: 'account', version: 100, firstName: 'Olivia', lastName: 'Chen', headshot: key },
    });

    expect(answer.status).toBe(404);
    expect(await getProfile(w.olivia.sub)).toEqual(before);
    expect(await keysUnder(`headshots/${w.olivia.sub}-`)).toEqual(keptBefore);
  });

  it("refuses to point a contact's headshot at anyone else's upload or picture: 400, nothing changes", async () => {
    const davidsUpload = await upload(w.david, jpeg('davids upload'));
    const oliviasUpload = await upload(w.olivia, jpeg('olivias own upload'));
    const sophias = (await getProfile(w.sophia.sub))?.headshot;
    expect(sophias).toBeDefined();
    const before = await getProfile(w.olivia.sub);
    const profile = await profileOf(w.sarah, w.olivia.sub);

    const crafted = [
      // Keys that pass a prefix test and, once `..` is resolved, name someone else's file (issue 24 L2).
      `uploads/${w.sarah.sub}/../${davidsUpload.slice('uploads/'.length)}`,
      `uploads/${w.sarah.sub}//../../${davidsUpload}`,
      `headshots/${w.olivia.sub}-x/../${sophias!.slice('headshots/'.length)}`,
    ];
    for (const headshot of [
      davidsUpload,
      oliviasUpload,
      sophias,
      `headshots/${w.sarah.sub}-12345678.jpg`,
      ...crafted,
    ]) {
      const answer = await call('PUT /profiles/{id}', w.sarah.idToken, {
        id: w.olivia.sub,
        body: accountSection(profile, { headshot }),
      });
      expect(answer.status, headshot).toBe(400);
      expect(answer.body.field).toBe('headshot');
    }
    expect(await getProfile(w.olivia.sub)).toEqual(before);
  });

  it('refuses a picture saved over a newer version with 409, keeping no copy of it', async () => {
    const profile = await profileOf(w.sarah, w.olivia.sub);
    const keptBefore = await keysUnder(`headshots/${w.olivia.sub}-`);

    const answer = await call('PUT /profiles/{id}', w.sarah.idToken, {
      id: w.olivia.sub,
      body: accountSection(profile, {
        version: profile.sectionVersions.account - 1,
        headshot: await upload(w.sarah, jpeg('stale')),
      }),
    });

    expect(answer.status).toBe(409);
    expect((await getProfile(w.olivia.sub))?.headshot).toBe(profile.headshot);
    expect(await keysUnder(`headshots/${w.olivia.sub}-`)).toEqual(keptBefore);
  });

  /** Sarah saves `key` as Olivia's headshot: refused as no picture, and no copy of it is kept. */
  async function expectRefusedAsNoPicture(key: string) {
    const profile = await profileOf(w.sarah, w.olivia.sub);
    const keptBefore = await keysUnder(`headshots/${w.olivia.sub}-`);

    const answer = await call('PUT /profiles/{id}', w.sarah.idToken, {
      id: w.olivia.sub,
      body: accountSection(profile, { headshot: key }),
    });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'headshot', message: 'Please choose a JPEG or PNG image.' });
    expect(await keysUnder(`headshots/${w.olivia.sub}-`)).toEqual(keptBefore);
  }

  it('refuses a file that is not a picture, keeping nothing', async () => {
    await expectRefusedAsNoPicture(await upload(w.sarah, notAPicture));
  });

  it('keeps nothing when the upload is swapped for a page between its check and its copy (QA 47b LOW-2)', async () => {
    // The signed PUT stays good for 5 minutes: the attacker uploads a real JPEG, then PUTs a page
    // over it the moment the server has checked it. Here the swap happens as the copy is sent.
    const key = await upload(w.sarah, jpeg('a real picture'));
    const client = presigningS3();
    const swap = 'swap-the-upload-before-its-copy';
    client.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'CopyObjectCommand') {
          await s3.send(
            new PutObjectCommand({ Bucket: bucket, Key: key, Body: notAPicture, ContentType: 'image/jpeg' }),
          );
        }
        return next(args);
      },
      { step: 'initialize', name: swap },
    );
    try {
      await expectRefusedAsNoPicture(key);
    } finally {
      client.middlewareStack.remove(swap);
    }
  });
});

describe("an agent's logo (PUT /profiles/{id}, agent; PUT /myprofile)", () => {
  it('keeps an agent’s own logo upload and shows it on the profile and the agent page', async () => {
    const picture = jpeg('sarah logo');
    const key = await upload(w.sarah, picture, 'logo');
    const before = await profileOf(w.sarah, w.sarah.sub);

    const answer = await call('PUT /profiles/{id}', w.sarah.idToken, {
      id: w.sarah.sub,
      body: agentSection(before, { logo: key }),
    });

    expect(answer.status).toBe(200);
    expect(answer.body.logo).toMatch(new RegExp(`^headshots/${w.sarah.sub}-[0-9a-f]{8}\\.jpg$`));
    expect(await bytesAt(answer.body.logoUrl)).toEqual(picture);
    expect(answer.body.sectionVersions.agent).toBe(before.sectionVersions.agent + 1);
    const page = (await call('GET /agents/{id}', undefined, { id: w.sarah.sub })).body as AgentProfile;
    expect(await bytesAt(page.logoUrl ?? '')).toEqual(picture);
  });

  it('leaves the logo as it is when the agent section is saved without one', async () => {
    const before = await profileOf(w.sarah, w.sarah.sub);
    expect(before.logo).toBeDefined();

    const answer = await call('PUT /profiles/{id}', w.sarah.idToken, {
      id: w.sarah.sub,
      body: agentSection(before, { jobDescription: 'Broker' }),
    });

    expect(answer.status).toBe(200);
    expect(answer.body.logo).toBe(before.logo);
  });

  it('does not resolve stored links again: a logo saves beside a site whose name no longer resolves', async () => {
    const stale = 'https://sarah-old-site.invalid';
    const before = await profileOf(w.sarah, w.sarah.sub);
    await ensureAgentMap(w.sarah.sub, new Date().toISOString());
    await writeSection({
      userId: w.sarah.sub,
      section: 'agent',
      expectedVersion: before.sectionVersions.agent,
      fields: { 'agent.website': stale },
      now: new Date().toISOString(),
    });
    const profile = await profileOf(w.sarah, w.sarah.sub);

    const kept = await call('PUT /profiles/{id}', w.sarah.idToken, {
      id: w.sarah.sub,
      body: agentSection(profile, { website: stale, logo: profile.logo }),
    });
    const changed = await call('PUT /profiles/{id}', w.sarah.idToken, {
      id: w.sarah.sub,
      body: agentSection(kept.body, { website: 'https://sarah-new-site.invalid' }),
    });

    expect(kept.status).toBe(200);
    expect(changed.status).toBe(400);
    expect(changed.body).toMatchObject({ field: 'agent.website', message: 'Please, enter a valid url' });
  });

  it("lets an admin set an agent's logo from the admin's upload, kept under the agent's prefix", async () => {
    const picture = jpeg('david logo by priya');
    const before = await profileOf(w.priya, w.david.sub);

    const answer = await call('PUT /profiles/{id}', w.priya.idToken, {
      id: w.david.sub,
      body: agentSection(before, { logo: await upload(w.priya, picture, 'logo') }),
    });

    expect(answer.status).toBe(200);
    expect(answer.body.logo).toMatch(new RegExp(`^headshots/${w.david.sub}-`));
    expect(await bytesAt(answer.body.logoUrl)).toEqual(picture);
  });

  it("refuses a logo that is someone else's upload or picture, and another agent's edit: nothing changes", async () => {
    const davidsLogo = (await getProfile(w.david.sub))?.logo;
    expect(davidsLogo).toBeDefined();
    const before = await getProfile(w.sarah.sub);
    const profile = await profileOf(w.sarah, w.sarah.sub);

    for (const logo of [davidsLogo, await upload(w.david, jpeg('davids'), 'logo')]) {
      const answer = await call('PUT /profiles/{id}', w.sarah.idToken, {
        id: w.sarah.sub,
        body: agentSection(profile, { logo }),
      });
      expect(answer.status, logo).toBe(400);
      expect(answer.body.field).toBe('logo');
    }
    const otherAgent = await call('PUT /profiles/{id}', w.david.idToken, {
      id: w.sarah.sub,
      body: agentSection(profile, { logo: await upload(w.david, jpeg('davids again'), 'logo') }),
    });

    expect(otherAgent.status).toBe(404);
    expect(await getProfile(w.sarah.sub)).toEqual(before);
  });

  it("PUT /myprofile keeps the caller's own logo upload and refuses someone else's", async () => {
    const picture = jpeg('sarah logo via myprofile');
    const current = (await call('GET /myprofile', w.sarah.idToken)).body;
    const mine = await call('PUT /myprofile', w.sarah.idToken, {
      body: {
        firstName: 'Sarah',
        lastName: current.lastName || 'Thompson',
        sectionVersions: current.sectionVersions,
        agent: { logo: await upload(w.sarah, picture, 'logo') },
      },
    });
    expect(mine.status).toBe(200);
    const stored = await getProfile(w.sarah.sub);
    expect(stored?.logo).toMatch(new RegExp(`^headshots/${w.sarah.sub}-`));
    expect(await keysUnder(`headshots/${w.sarah.sub}-`)).toEqual([stored?.logo]);

    const theirs = await call('PUT /myprofile', w.sarah.idToken, {
      body: {
        firstName: 'Sarah',
        lastName: current.lastName || 'Thompson',
        sectionVersions: mine.body.sectionVersions,
        agent: { logo: (await getProfile(w.david.sub))?.logo },
      },
    });

    expect(theirs.status).toBe(400);
    expect(theirs.body.field).toBe('agent.logo');
    expect((await getProfile(w.sarah.sub))?.logo).toBe(stored?.logo);
  });
});

describe("an agent's picture in e-mails: GET /agents/{id}/headshot (QA 45c M3)", () => {
  async function headshotAnswer(id: string) {
    const result = await userHandler(
      apiEvent('GET /agents/{id}/headshot', { pathParameters: { id } }),
      lambdaContext(),
    );
    return { status: result.statusCode, headers: result.headers ?? {} };
  }

  it('sends anyone on to a link signed now, so a message keeps its picture however long it is kept', async () => {
    const picture = jpeg('sarah headshot');
    const before = await profileOf(w.sarah, w.sarah.sub);
    const saved = await call('PUT /profiles/{id}', w.sarah.idToken, {
      id: w.sarah.sub,
      body: accountSection(before, { headshot: await upload(w.sarah, picture) }),
    });
    expect(saved.status).toBe(200);

    // The invitation's agent card carries the lasting address, never a signed link that lapses.
    const brand = invitationBrand(await getProfile(w.sarah.sub));
    expect(brand?.headshotUrl).toBe(`${env().SITE_URL}/api/agents/${w.sarah.sub}/headshot`);

    const answer = await headshotAnswer(w.sarah.sub);
    expect(answer.status).toBe(302);
    // Kept 20 minutes at the edge and 5 after it: 25 in all, while the link is good 30 at least (review 46).
    expect(answer.headers['cache-control']).toBe('public, max-age=300, s-maxage=1200');
    expect(await bytesAt(String(answer.headers.location))).toEqual(picture);
  });

  it("answers 404 alike for a client's picture, an unknown id and an agent without one", async () => {
    expect((await getProfile(w.olivia.sub))?.headshot).toBeDefined();
    expect((await headshotAnswer(w.olivia.sub)).status).toBe(404);
    expect((await headshotAnswer('no-such-user')).status).toBe(404);
    expect((await getProfile(w.david.sub))?.headshot).toBeUndefined();
    expect((await headshotAnswer(w.david.sub)).status).toBe(404);
  });
});
