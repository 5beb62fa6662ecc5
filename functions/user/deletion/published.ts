/**
 * What the deletion slice offers the other slices of the user service: the one module of this
 * folder another slice may import (lint: services/service-boundaries).
 */
export { backgroundRunsSettled, runInBackground } from './background-runs';
export { withdrawInvitation } from './deletion';
export { invokeJobAsync } from './job-invoke-repository';
