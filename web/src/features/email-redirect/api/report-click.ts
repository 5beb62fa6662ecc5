import type { TrackedLinkParts } from '@shared/email-link';
import type { EmailClickAnswer } from '@shared/email-link-schemas';
import { api } from '../../../lib/api/client';

/**
 * `POST /email/click/{id}` with the link as the page read it: the signature is the authority,
 * so no ID token is sent. 200 `{ target }` for a link of ours; 403 for one that is not.
 */
export function reportEmailClick(link: TrackedLinkParts): Promise<EmailClickAnswer> {
  return api.user.reportEmailClick(
    { params: { id: link.clickId }, body: { path: link.path, query: link.query, h: link.hmac } },
    { withoutToken: true },
  );
}
