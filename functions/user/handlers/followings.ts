import type { FollowingKind } from '@shared/followings';
import {
  followNeighbourhoodParamsSchema,
  followPropertyParamsSchema,
  followingsOfUserParamsSchema,
  userFollowingsParamsSchema,
} from '@shared/followings-schemas';
import { signedInCaller } from '../../lib/auth/caller';
import { clock } from '../../lib/clock';
import { ok } from '../../lib/http/answers';
import { endpoint } from '../../lib/http/endpoint';
import { listFollowings } from '../following-repository';
import { follow, followingsOfUser, unfollow } from '../followings';

/** `GET /followings`: the caller's neighbourhoods and properties, objects keyed by id (document 1 §7.1). */
export const getMyFollowings = endpoint({}, async ({ caller }) => ok(await listFollowings(signedInCaller(caller).sub)));

const paramsOf = { neighbourhoods: followNeighbourhoodParamsSchema, properties: followPropertyParamsSchema };

/** `PUT /followings/{kind}/{id}`: no body; answers the updated followings. */
const putFollowing = (kind: FollowingKind) =>
  endpoint({ params: paramsOf[kind] }, async ({ caller, params }) =>
    ok(await follow(signedInCaller(caller).sub, kind, params.id, clock.now())),
  );

/** `DELETE /followings/{kind}/{id}`: answers the updated followings. */
const deleteFollowing = (kind: FollowingKind) =>
  endpoint({ params: paramsOf[kind] }, async ({ caller, params }) =>
    ok(await unfollow(signedInCaller(caller).sub, kind, params.id, clock.now())),
  );

export const putNeighbourhoodFollowing = putFollowing('neighbourhoods');
export const deleteNeighbourhoodFollowing = deleteFollowing('neighbourhoods');
export const putPropertyFollowing = putFollowing('properties');
export const deletePropertyFollowing = deleteFollowing('properties');

/** `GET /followings/{userId}` (document 1 §7.1): that user's agent or an admin only. */
export const getFollowingsOfUser = endpoint({ params: followingsOfUserParamsSchema }, async ({ caller, params }) =>
  ok(await followingsOfUser(signedInCaller(caller), params.userId)),
);

/** `GET /users/{id}/followings` (document 2 §7): the same, on the dashboard's path. */
export const getUserFollowings = endpoint({ params: userFollowingsParamsSchema }, async ({ caller, params }) =>
  ok(await followingsOfUser(signedInCaller(caller), params.id)),
);
