import { Box } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import classes from './app-shell.module.css';
import { ConsentBanner } from './consent-banner';
import type { ShellAgent, ShellUser } from './shell-user';

export interface SiteFrameProps {
  productName: string;
  brokerage: { name: string; url: string };
  pathname: string;
  /** undefined while the session is being read (the account slot stays empty), null when signed out. */
  user: ShellUser | null | undefined;
  agent?: ShellAgent | null;
  onSignOut: () => void;
  /** The page. */
  children: ReactNode;
  /** Beside the page: the feedback tab (the live site's; the prerendered shell has none). */
  aside?: ReactNode;
}

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById('page-content') ?? document.getElementById('main');
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/**
 * The map pages: the map search (`/home-search/map/...`) and the neighbourhood map. Each fills
 * the window under the header and never scrolls as a page (QA 39 H1): a swipe outside the
 * canvas would carry the search bar and the zoom off the screen, and a restored scroll would
 * open the page half scrolled.
 */
export function isMapPage(pathname: string): boolean {
  return /^\/(home-search\/map|neighbourhood\/map)(\/|$)/.test(pathname);
}

/**
 * Every page's frame (document 3 §2.2): the header (hidden on /unsubscribe), the page, the
 * footer and the cookie banner. A map page has no footer and is exactly the window's height
 * (the spec asks for the footer's tagline and links, not for a footer under a map: the phone
 * menu carries About, Privacy Policy and the social links, and every other page the footer
 * itself). The root route draws it around the page, and the build draws
 * it around each public page's frame in the prerendered HTML (web/prerender), the same markup.
 */
export function SiteFrame({
  productName,
  brokerage,
  pathname,
  user,
  agent,
  onSignOut,
  children,
  aside,
}: SiteFrameProps) {
  const mapPage = isMapPage(pathname);
  return (
    <Box className={classes.page} data-map-page={mapPage || undefined}>
      {/* The first stop of the keyboard: past the header's links to the page (WCAG 2.4.1), and past
          a dashboard's side nav to its content. The focus moves without a navigation (no "#main" in
          the address, no history entry); the href serves a page drawn before the script runs. */}
      <a href="#main" className={classes.skipLink} onClick={skipToContent}>
        Skip to content
      </a>
      {!pathname.startsWith('/unsubscribe') && (
        <AppHeader productName={productName} pathname={pathname} user={user} agent={agent} onSignOut={onSignOut} />
      )}
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        {children}
      </Box>
      {!mapPage && <AppFooter productName={productName} brokerage={brokerage} />}
      <ConsentBanner />
      {aside}
    </Box>
  );
}
