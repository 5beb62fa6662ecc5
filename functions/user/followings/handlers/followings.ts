import { user } from '@shared/contract/user';
import type { FollowingKind } from '@shared/followings';
import { signedInCaller, type Caller } from '../../../lib/auth/caller';
import { clock } from '../../../lib/clock';
import { ok } from '../../../lib/http/answers';
import { handle } from '../../../lib/http/handle';
import { listFollowings } from '../following-repository';
import { follow, followingsOfUser, unfollow } from '../followings';

/** `GET /followings`: the caller's neighbourhoods and properties, objects keyed by id (document 1 §7.1). */
export const getMyFollowings = handle(user.getMyFollowings, async ({ caller }) =>
  ok(await listFollowings(signedInCaller(caller).sub)),
);

/** What the four calls on one following read: the caller, and the neighbourhood's or property's id. */
interface FollowingInput {
  caller: Caller | null;
  params: { id: string };
}

/** `PUT /followings/{kind}/{id}`: no body; answers the updated followings. */
const putFollowing =
  (kind: FollowingKind) =>
  async ({ caller, params }: FollowingInput) =>
    ok(await follow(signedInCaller(caller).sub, kind, params.id, clock.now()));

/** `DELETE /followings/{kind}/{id}`: answers the updated followings. */
const deleteFollowing =
  (kind: FollowingKind) =>
  async ({ caller, params }: FollowingInput) =>
    ok(await unfollow(signedInCaller(caller).sub, kind, params.id, clock.now()));

export const putNeighbourhoodFollowing = handle(user.followNeighbourhood, putFollowing('neighbourhoods'));
export const deleteNeighbourhoodFollowing = handle(user.unfollowNeighbourhood, deleteFollowing('neighbourhoods'));
export const putPropertyFollowing = handle(user.followProperty, putFollowing('properties'));
export const deletePropertyFollowing = handle(user.unfollowProperty, deleteFollowing('properties'));

/** `GET /followings/{userId}` (document 1 §7.1): that user's agent or an admin only. */
export const getFollowingsOfUser = handle(user.getFollowingsOfUser, async ({ caller, params }) =>
  ok(await followingsOfUser(signedInCaller(caller), params.userId)),
);

/** `GET /users/{id}/followings` (document 2 §7): the same, on the dashboard's path. */
export const getUserFollowings = handle(user.getContactFollowings, async ({ caller, params }) =>
  ok(await followingsOfUser(signedInCaller(caller), params.id)),
);
