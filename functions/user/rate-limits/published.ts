/**
 * What the rate-limits slice offers the other slices of the user service: the one module of this
 * folder another slice may import (lint: services/service-boundaries).
 */
export { budgetStore, countRequest, slotStore } from './rate-limit-repository';
export { takeRateToken } from './rate-limits';
