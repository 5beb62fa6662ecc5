/**
 * What the followings slice offers the other slices of the user service: the one module of this
 * folder another slice may import (lint: services/service-boundaries).
 */
export { listFollowings } from './following-repository';
