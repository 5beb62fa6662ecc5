import { randomUUID } from 'node:crypto';
import type { FollowingKind, Followings } from '@shared/followings';
import type { Caller } from '../../lib/auth/caller';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { createLogger } from '../../lib/logger';
import { listingAddresses, listingExists, neighbourhoodExists } from '../../property/published';
import { putFeedItem } from '../notes-follow-ups/published';
import { addFollowing, followingKindKey, listFollowings, removeFollowing } from './following-repository';
import { agentOfContact, getProfile } from '../accounts/published';

const logger = createLogger('user');

/** Whether the thing to follow exists: a neighbourhood of the current set, or a listing. */
async function exists(kind: FollowingKind, id: string): Promise<boolean> {
  return kind === 'neighbourhoods' ? neighbourhoodExists(id) : listingExists(id);
}

const notFound = (kind: FollowingKind, id: string) =>
  new NotFoundError(kind === 'neighbourhoods' ? `There is no neighbourhood ${id}.` : `There is no listing ${id}.`);

/**
 * The Follow / Unfollow items of the user's activity feed (document 2 §3), written only when
 * the following really changed. The following itself is what the user asked for, so a feed
 * write that fails is logged and does not fail the call.
 */
async function recordFollowChange(userId: string, kind: FollowingKind, id: string, follow: boolean, now: string) {
  try {
    // A home is named by its address in the contact's Activity (document 2 §3's `payload {address}`).
    const address = followingKindKey[kind] === 'N' ? undefined : (await listingAddresses([id])).get(id);
    await putFeedItem({
      feedType: follow ? 'Follow' : 'Unfollow',
      time: now,
      id: randomUUID(),
      uid: userId,
      ...(followingKindKey[kind] === 'N' ? { nid: id } : { mls: id }),
      ...(address && { payload: { address } }),
    });
  } catch (error) {
    logger.warn('The follow change was stored but not its feed item', { error, kind, id });
  }
}

/** Follows a neighbourhood or property (idempotent); an unknown id is 404 and nothing is stored. */
export async function follow(userId: string, kind: FollowingKind, id: string, now: Date): Promise<Followings> {
  if (!(await exists(kind, id))) throw notFound(kind, id);
  if (await addFollowing(userId, kind, id, now.toISOString())) {
    await recordFollowChange(userId, kind, id, true, now.toISOString());
  }
  return listFollowings(userId);
}

/**
 * Unfollows (idempotent). A followed id that no longer exists (a neighbourhood dropped by a
 * new import) can still be unfollowed; an id neither followed nor known is 404.
 */
export async function unfollow(userId: string, kind: FollowingKind, id: string, now: Date): Promise<Followings> {
  if (await removeFollowing(userId, kind, id)) {
    await recordFollowChange(userId, kind, id, false, now.toISOString());
  } else if (!(await exists(kind, id))) {
    throw notFound(kind, id);
  }
  return listFollowings(userId);
}

/**
 * Another user's followings, for their agent or an admin only (document 2 §7). An agent asking
 * about someone who is not their contact (or no one) gets 403, so the answer reveals nothing.
 */
export async function followingsOfUser(caller: Caller, userId: string): Promise<Followings> {
  const isAdmin = caller.roles.includes('admin');
  const profile = await getProfile(userId);
  if (!isAdmin && (!caller.roles.includes('agent') || !profile || agentOfContact(profile) !== caller.sub)) {
    throw new ForbiddenError("Only this user's agent or an admin can see their followings.");
  }
  if (!profile) throw new NotFoundError('There is no such user.');
  return listFollowings(userId);
}
