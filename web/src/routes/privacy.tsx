import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicy } from '../features/site-pages/components/privacy-policy';
import { webConfig } from '../lib/web-config';
import { pageHead } from '../lib/page-head';

/** The privacy policy, linked from the footer, the mobile menu and the cookie banner. */
export const Route = createFileRoute('/privacy')({
  head: () => pageHead('Privacy Policy'),
  component: PrivacyRoute,
});

function PrivacyRoute() {
  const { productName, brokerageName, brokerageAddress, contactEmail } = webConfig();
  return (
    <PrivacyPolicy
      productName={productName}
      brokerageName={brokerageName}
      brokerageAddress={brokerageAddress}
      contactEmail={contactEmail}
    />
  );
}
