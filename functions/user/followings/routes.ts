import { followings } from '@shared/contract/user/followings';
import { bind } from '../../lib/http/handle';
import type { Route } from '../../lib/route';
import {
  deleteNeighbourhoodFollowing,
  deletePropertyFollowing,
  getFollowingsOfUser,
  getMyFollowings,
  getUserFollowings,
  putNeighbourhoodFollowing,
  putPropertyFollowing,
} from './handlers/followings';

/**
 * The routes of followings of neighbourhoods and properties (shared/contract/user/followings.ts),
 * bound to their handlers.
 */
export const routes: Route[] = bind(followings, {
  getMyFollowings,
  followNeighbourhood: putNeighbourhoodFollowing,
  unfollowNeighbourhood: deleteNeighbourhoodFollowing,
  followProperty: putPropertyFollowing,
  unfollowProperty: deletePropertyFollowing,
  getFollowingsOfUser,
  getContactFollowings: getUserFollowings,
});
