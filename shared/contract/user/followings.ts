import type { Followings } from '@shared/followings';
import {
  followNeighbourhoodParamsSchema,
  followPropertyParamsSchema,
  followingsOfUserParamsSchema,
  userFollowingsParamsSchema,
} from '@shared/followings-schemas';
import { json, route } from '../route';

/**
 * Followings (document 1 §7.1): the neighbourhoods and properties a user follows. Each call
 * answers them all, objects keyed by id; another user's only for their agent or an admin.
 */
export const followings = {
  getMyFollowings: route({
    method: 'GET',
    path: '/followings',
    answer: json<Followings>(),
    access: 'signedIn',
    owner: 'caller',
    spec: '1 §7.1',
  }),
  followNeighbourhood: route({
    method: 'PUT',
    path: '/followings/neighbourhoods/{id}',
    params: followNeighbourhoodParamsSchema,
    answer: json<Followings>(),
    access: 'signedIn',
    owner: 'caller',
    spec: '1 §7.1',
  }),
  unfollowNeighbourhood: route({
    method: 'DELETE',
    path: '/followings/neighbourhoods/{id}',
    params: followNeighbourhoodParamsSchema,
    answer: json<Followings>(),
    access: 'signedIn',
    owner: 'caller',
    spec: '1 §7.1',
  }),
  followProperty: route({
    method: 'PUT',
    path: '/followings/properties/{id}',
    params: followPropertyParamsSchema,
    answer: json<Followings>(),
    access: 'signedIn',
    owner: 'caller',
    spec: '1 §7.1',
  }),
  unfollowProperty: route({
    method: 'DELETE',
    path: '/followings/properties/{id}',
    params: followPropertyParamsSchema,
    answer: json<Followings>(),
    access: 'signedIn',
    owner: 'caller',
    spec: '1 §7.1',
  }),
  getFollowingsOfUser: route({
    method: 'GET',
    path: '/followings/{userId}',
    params: followingsOfUserParamsSchema,
    answer: json<Followings>(),
    access: ['agent', 'admin'],
    owner: { in: 'path', name: 'userId', record: 'user', rule: 'agent-or-admin', refusal: 403 },
    spec: '1 §7.1, 2 §7',
  }),
  // The same, on the dashboard's path (document 2 §7).
  getContactFollowings: route({
    method: 'GET',
    path: '/users/{id}/followings',
    params: userFollowingsParamsSchema,
    answer: json<Followings>(),
    access: ['agent', 'admin'],
    owner: { in: 'path', name: 'id', record: 'user', rule: 'agent-or-admin', refusal: 403 },
    spec: '2 §7',
  }),
};
