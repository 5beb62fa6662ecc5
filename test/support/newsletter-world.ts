import { randomUUID } from 'node:crypto';
import type { Month } from '@shared/months';
import type { PublishedMonth } from '@shared/sold-report/anonymous';
import type { ValuationRecord } from '../../functions/home-value/valuation-record';
import { putValuationAsIs } from '../../functions/home-value/valuation-repository';
import { runJob } from '../../functions/jobs/job';
import { run as runNewsletterJob } from '../../functions/user/mail/newsletter/job/index';
import { neighbourhoodArea } from '../../functions/property/keys';
import { publishMonthOnce } from '../../functions/property/sold-report-repository';
import { addFollowing } from '../../functions/user/followings/following-repository';
import { putNewProfile, type NewProfile, type ProfileRecord } from '../../functions/user/accounts/profile-repository';
import { capturedMail, type CapturedMail } from './mail-capture';

/**
 * The monthly newsletter's world for its tests (functions/user/mail/newsletter/): profiles written
 * straight to the user table (the job reads profiles, never Cognito), followings, a valuation
 * for a home's neighbourhood, and months published as the aggregation publishes them.
 */
export async function newsletterUser(
  fields: Partial<NewProfile> & { follows?: string[]; homeIn?: string } = {},
): Promise<ProfileRecord> {
  const { follows = [], homeIn, ...profile } = fields;
  const id = profile.id ?? randomUUID();
  const record = await putNewProfile({
    id,
    email: `reader.${id.slice(0, 8)}@example.com`,
    firstName: 'Reader',
    lastName: id.slice(0, 8),
    roles: [],
    preferredContactMethod: 'email',
    receiveEmail: true,
    receiveSoldReport: true,
    createdAt: '2026-01-10T12:00:00.000Z',
    ...profile,
  });
  for (const neighbourhood of follows)
    await addFollowing(id, 'neighbourhoods', neighbourhood, '2026-02-01T00:00:00.000Z');
  if (homeIn) await valuationIn(id, homeIn);
  return record;
}

/** A valuation the user owns, of a home in `neighbourhoodId` (only what the newsletter reads matters). */
export async function valuationIn(ownerId: string, neighbourhoodId: string, createdAt = '2026-03-01T12:00:00.000Z') {
  const id = randomUUID();
  await putValuationAsIs({
    id,
    ownerId,
    createdAt,
    updatedAt: createdAt,
    shareToken: randomUUID(),
    location: {
      address: '1 Home Street',
      city: 'Toronto',
      lat: 43.65,
      lon: -79.39,
      neighbourhoodId,
      area: 'Toronto C01',
    },
    displayAddress: '1 Home Street, Toronto',
    instanceValue: 1_000_000,
    instanceValueDate: createdAt.slice(0, 10),
    lowerRange: 900_000,
    upperRange: 1_100_000,
    confirmed: false,
    receiveUpdates: 'none',
    version: 1,
  } as unknown as ValuationRecord);
}

/** A month published for visitors, as the aggregation would: every neighbourhood given here. */
export async function publishMonth(month: Month, neighbourhoods: Record<string, PublishedMonth>): Promise<void> {
  await publishMonthOnce({
    month,
    publishedAt: `${month}-28T08:00:00.000Z`,
    areas: Object.fromEntries(Object.entries(neighbourhoods).map(([id, figures]) => [neighbourhoodArea(id), figures])),
  });
}

/** Figures of one detached cell with enough sales to be shown. */
export const shownDetached: PublishedMonth = {
  detatched: { soldNumber: 5, averagePrice: 1_234_000, averageListPrice: 1_200_000, dom: 14, newListing: 6 },
};

export const newsletterJob = (month?: Month) => runJob('newsletter', runNewsletterJob, month ? { month } : {});

/** The newsletters of `month` the SES stand-in received, by recipient address. */
export async function newslettersOf(sesEndpoint: string, subject: string): Promise<Map<string, CapturedMail[]>> {
  const byAddress = new Map<string, CapturedMail[]>();
  for (const mail of await capturedMail(sesEndpoint)) {
    if (mail.subject !== subject) continue;
    for (const to of mail.destination.to) byAddress.set(to, [...(byAddress.get(to) ?? []), mail]);
  }
  return byAddress;
}

/** Every address that received more than one copy. */
export const duplicatesIn = (byAddress: Map<string, CapturedMail[]>) =>
  [...byAddress].filter(([, mails]) => mails.length > 1).map(([to]) => to);
