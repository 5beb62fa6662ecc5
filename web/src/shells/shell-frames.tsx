import type { ReactNode } from 'react';
import { brandingPlaceholder, type ShellName } from '../../prerender/shell-routes';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { AddressPage } from '../features/home-valuation/components/address-page';
import { MapSearchFrame } from '../features/home-search/components/map-search-layout';
import { PropertyDetailsSkeleton } from '../features/property-details/components/property-details-skeleton';
import { LandingPage } from '../features/site-pages/components/landing-page';
import { NeighbourhoodIndexFrame } from '../features/sold-reports/components/index/neighbourhood-index';
import { MapPageFrame } from '../ui/map/map-page-frame';
import { PageLoader } from '../ui/page-loader';

/** `index`: the app's own index.html, for every path no prerendered page matches. */
export type ShellFrameName = ShellName | 'index';

interface ShellFrame {
  /** The path the frame is drawn at: it decides the header's highlighted section. */
  pathname: string;
  /** The page's part of the frame: what the page shows before its data, or the spinner. */
  frame: () => ReactNode;
}

const spinner = (pathname: string): ShellFrame => ({ pathname, frame: () => <PageLoader /> });

/** Each prerendered page's frame (web/prerender/shell-routes.ts says which paths get which). */
export const shellFrames: Record<ShellFrameName, ShellFrame> = {
  index: spinner('/'),
  'home-search-map': { pathname: '/home-search/map/sale', frame: () => <MapSearchFrame /> },
  'home-search-gallery': spinner('/home-search/gallery/sale'),
  'sold-report': spinner('/sold-report/'),
  neighbourhoods: {
    pathname: '/neighbourhoods',
    frame: () => (
      <NeighbourhoodIndexFrame>
        <PageLoader />
      </NeighbourhoodIndexFrame>
    ),
  },
  'neighbourhood-map': { pathname: '/neighbourhood/map', frame: () => <MapPageFrame /> },
  'property-details': { pathname: '/property-details', frame: () => <PropertyDetailsSkeleton /> },
  // Step 1 has no data: the page itself (its fields take no input until the app replaces them).
  'valuation-address': { pathname: '/home-valuation/property-address', frame: () => <AddressPage /> },
  'valuation-summary': spinner('/home-valuation'),
  valuations: spinner('/home-valuation'),
  landing: {
    pathname: '/get-started',
    frame: () => (
      <LandingPage
        productName={brandingPlaceholder('productName')}
        brokerageName={brandingPlaceholder('brokerageName')}
        contactEmail={brandingPlaceholder('contactEmail')}
      />
    ),
  },
  auth: {
    pathname: '/sign-in',
    frame: () => (
      <AuthLayout>
        <PageLoader />
      </AuthLayout>
    ),
  },
  unsubscribe: spinner('/unsubscribe'),
  'dashboard-home': spinner('/dashboard'),
  'email-analytics': spinner('/dashboard'),
  'dashboard-users': spinner('/dashboard'),
  dashboard: spinner('/dashboard'),
};
