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
 * Every page's frame (document 3 §2.2): the header (hidden on /unsubscribe), the page, the
 * footer and the cookie banner. The root route draws it around the page, and the build draws
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
  return (
    <Box className={classes.page}>
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
      <AppFooter productName={productName} brokerage={brokerage} />
      <ConsentBanner />
      {aside}
    </Box>
  );
}
