import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../features/site-pages/components/about-page';
import { webConfig } from '../lib/web-config';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/about')({
  head: () => pageHead('About'),
  component: AboutRoute,
});

function AboutRoute() {
  const { productName, brokerageName, brokerageAddress, brokerageUrl, contactEmail } = webConfig();
  return (
    <AboutPage
      productName={productName}
      brokerageName={brokerageName}
      brokerageAddress={brokerageAddress}
      brokerageUrl={brokerageUrl}
      contactEmail={contactEmail}
    />
  );
}
