/**
 * What the contacts slice offers the other slices of the user service: the one module of this
 * folder another slice may import (lint: services/service-boundaries).
 */
export { allProfiles, contactProfilesOf } from './contacts-repository';
export { putInvitationTombstone, putListTombstone } from './users-list-repository';
export { usersList } from './users-list/loader';
