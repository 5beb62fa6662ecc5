import { createFileRoute } from '@tanstack/react-router';
import { EmailRedirectPage } from '../features/email-redirect/components/email-redirect-page';

/**
 * A tracked e-mail link (document 3 §2.12): `/e/{clickId}/{path}?{query}&h={signature}`. The
 * page reads the raw address, not the router's parsed search: the signature covers the query
 * exactly as written.
 */
export const Route = createFileRoute('/e/$clickId/$')({
  component: EmailRedirectRoute,
});

function EmailRedirectRoute() {
  return <EmailRedirectPage location={{ pathname: window.location.pathname, search: window.location.search }} />;
}
