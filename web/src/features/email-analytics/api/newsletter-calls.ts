import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** `GET /admin/newsletter?month=`: what became of one month's newsletter (admins; ours, issue 16). */
export function newsletterCampaignQueryOptions(month: string) {
  return queryOptions({
    queryKey: ['admin', 'newsletter', month],
    queryFn: ({ signal }) => api.user.getNewsletterCampaign({ query: { month } }, { signal }),
  });
}

/** `GET /admin/sending`: whether bounces or complaints paused bulk sending (admins). */
export const sendingQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'sending'],
    queryFn: ({ signal }) => api.user.getSending({}, { signal }),
  });

/** `POST /admin/sending/resume`: an admin lifts the pause. */
export const resumeSending = () => api.user.resumeSending({});
