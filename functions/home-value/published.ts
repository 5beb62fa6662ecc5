/**
 * What the home-value service offers the other services (DESIGN "Services keep to their own
 * tables"): the one module of this folder that another service may import (lint enforces
 * it). Nothing yet: the service has no table code. The valuations issue adds here the write
 * the user service's unsubscribe calls for a valuation's updates (`valuation:{id}`, see
 * functions/user/README.md "Unsubscribe"), and the reads the dashboard needs.
 */
export {};
