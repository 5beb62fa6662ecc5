import { createFileRoute, redirect } from '@tanstack/react-router';
import { soldReportLink } from '../../features/sold-reports/links';

/**
 * `/neighbourhood/{id}` opens that neighbourhood's sold report (DECISIONS row 40); the report's
 * route answers an unknown id with its own Not Found page. `/neighbourhood/map` is its own route.
 */
export const Route = createFileRoute('/neighbourhood/$id')({
  beforeLoad: ({ params }) => {
    throw redirect({ ...soldReportLink(params.id), search: true, replace: true });
  },
});
