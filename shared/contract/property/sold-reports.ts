import { soldReportParamsSchema, soldReportQuerySchema } from '@shared/sold-report/queries';
import type { NeighbourhoodListAnswer, NeighbourhoodSalesAnswer, SoldReportAnswer } from '@shared/sold-report/types';
import { json, route } from '../route';

/** `time=YYYYMM`, a month up to this one; absent, last month. */
const timeQuery = (now: Date) => soldReportQuerySchema(() => now);

/** Neighbourhoods and their monthly sold reports (documents 1 §7.2, 3 §7.2): visitors' figures as published. */
export const soldReports = {
  neighbourhoods: route({
    method: 'GET',
    path: '/neighbourhoods',
    answer: json<NeighbourhoodListAnswer>(),
    access: 'public',
    owner: 'none',
    spec: '1 §7.2',
    note: "the spec's neighbours.json",
  }),
  neighbourhoodSales: route({
    method: 'GET',
    path: '/soldreports/neighbourhoods',
    query: timeQuery,
    answer: json<NeighbourhoodSalesAnswer>(),
    access: 'optional',
    owner: 'none',
    spec: '1 §7.2, 3 §7.2',
  }),
  soldReport: route({
    method: 'GET',
    path: '/soldreports/{neighbourhoodId}',
    params: soldReportParamsSchema,
    query: timeQuery,
    answer: json<SoldReportAnswer>(),
    access: 'optional',
    owner: 'none',
    spec: '1 §7.2, 3 §7.2',
  }),
};
