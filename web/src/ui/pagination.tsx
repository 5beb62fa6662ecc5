/** Mantine's Pagination in a chunk of its own, for DeferredPagination (deferred-pagination.tsx). */
export { Pagination } from '@mantine/core';
