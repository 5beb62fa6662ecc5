import { beforeAll, describe, expect, it } from 'vitest';
import type { UserFeeds } from '@shared/feeds';
import { resetEnv } from '../../../functions/lib/env';
import { putListings } from '../../../functions/property/listing-repository';
import { putFeedItem } from '../../../functions/user/notes-follow-ups/feed-repository';
import { fixtureListings } from '../../support/sold-report-fixture';
import { call, dashboardWorld, type DashboardWorld } from './dashboard-world';

/** `GET /users/{id}/feeds?month=` (document 2 §2 "Activity tab", DECISIONS row 20). */
let w: DashboardWorld;

beforeAll(async () => {
  w = await dashboardWorld();
  process.env.NOW = '2026-06-15T12:00:00Z';
  resetEnv();
  const item = (id: string, time: string, feedType: string, extra: object = {}) =>
    putFeedItem({ id, time, feedType, uid: w.olivia.sub, ...extra });
  await Promise.all([
    // 1 June 02:00 UTC is still 31 May in Toronto: May's, not June's.
    item('a', '2026-06-01T02:00:00.000Z', 'OpenSoldReport', { nid: 'casa-loma', month: '2026-05' }),
    item('b', '2026-06-03T15:00:00.000Z', 'OpenSoldReport', { nid: 'leaside', month: '2026-05' }),
    item('c', '2026-06-10T15:00:00.000Z', 'Follow', { nid: 'leaside' }),
    item('d', '2026-06-12T15:00:00.000Z', 'HomeValue', { event: 'create', payload: { address: '12 Maple Ave' } }),
    // 1 July 03:00 UTC is 30 June in Toronto.
    item('e', '2026-07-01T03:00:00.000Z', 'DownloadSoldReport', { nid: 'leaside' }),
  ]);
});

const feeds = (token: string, month?: string) =>
  call('GET /users/{id}/feeds', token, { id: w.olivia.sub, ...(month && { query: { month } }) });

describe("a contact's Activity", () => {
  it("answers the Toronto month's items newest first, with their titles and the count per type", async () => {
    const answer = await feeds(w.sarah.idToken, '2026-06');

    const body = answer.body as UserFeeds;
    expect(answer.status).toBe(200);
    expect(body.items.map((item) => [item.id, item.title])).toEqual([
      ['e', 'Downloaded the sold report'],
      ['d', 'Valued a home'],
      ['c', 'Followed'],
      ['b', 'Opened the sold report'],
    ]);
    expect(body.items[1]?.description).toBe('12 Maple Ave');
    expect(body.aggregation).toContainEqual({ feedType: 'OpenSoldReport', title: 'Opened the sold report', count: 1 });
    expect(body.aggregation).toHaveLength(4);
  });

  it('names a followed home by its address, as the other screens do, and an unknown listing by its MLS number', async () => {
    const [home] = fixtureListings;
    await putListings([home!]);
    await putFeedItem({
      id: 'f1',
      time: '2026-04-10T15:00:00.000Z',
      feedType: 'Follow',
      uid: w.olivia.sub,
      mls: home!.mls,
    });
    await putFeedItem({
      id: 'f2',
      time: '2026-04-11T15:00:00.000Z',
      feedType: 'Unfollow',
      uid: w.olivia.sub,
      mls: 'X9999999',
    });

    const april = (await feeds(w.sarah.idToken, '2026-04')).body as UserFeeds;

    expect(april.items.map((item) => [item.title, item.description, item.mls])).toEqual([
      ['Unfollowed', 'X9999999', 'X9999999'],
      ['Followed', home!.unit ? `${home!.unit} - ${home!.address}` : home!.address, home!.mls],
    ]);
  });

  it('defaults to the current month and puts an item of 31 May in Toronto in May', async () => {
    const june = (await feeds(w.sarah.idToken)).body as UserFeeds;
    const may = (await feeds(w.sarah.idToken, '2026-05')).body as UserFeeds;

    expect(june.month).toBe('2026-06');
    expect(may.items.map((item) => item.id)).toEqual(['a']);
  });

  it.each([['2026-6'], ['June'], ['2026-07']])('refuses the month %j with 400', async (month) => {
    const answer = await feeds(w.sarah.idToken, month);

    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe('month');
  });

  it('answers 404 to another agent', async () => {
    expect((await feeds(w.david.idToken, '2026-06')).status).toBe(404);
  });
});
