/**
 * What the deletion slice offers the other slices of the user service: the one module of this
 * folder another slice may import (lint: services/service-boundaries).
 */
export { withdrawInvitation } from './deletion';
