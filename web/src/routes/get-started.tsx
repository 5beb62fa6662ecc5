import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/site-pages/components/landing-page';
import { webConfig } from '../lib/web-config';
import { pageHead } from '../lib/page-head';

/** The landing page (document 3 §2.12; `/` itself opens the map search, DECISIONS row 2). */
export const Route = createFileRoute('/get-started')({
  head: () => pageHead('Get Started'),
  component: GetStartedPage,
});

function GetStartedPage() {
  const { productName, brokerageName, contactEmail } = webConfig();
  return <LandingPage productName={productName} brokerageName={brokerageName} contactEmail={contactEmail} />;
}
