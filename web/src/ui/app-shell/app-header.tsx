import { Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import classes from './app-shell.module.css';
import { BrandLogo } from './brand-logo';
import { activeSection, dashboardLink, mainNav } from './nav-items';
import { ProfileButtonFace } from './profile-button-face';
import type { ShellAgent, ShellUser } from './shell-user';
import { useSignInSearch } from '../../lib/return-path';

// The menus pull in popover and drawer machinery (floating-ui, focus traps, ~40 KB gzipped):
// loaded when the user reaches for them, not with the page.
const ProfileMenu = lazy(() => import('./profile-menu').then((m) => ({ default: m.ProfileMenu })));
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

export interface AppHeaderProps {
  productName: string;
  pathname: string;
  /** undefined while the session is being read (nothing shown), null when signed out. */
  user: ShellUser | null | undefined;
  agent?: ShellAgent | null;
  onSignOut: () => void;
}

/** The site header of document 3 §2.2. */
export function AppHeader({ productName, pathname, user, agent, onSignOut }: AppHeaderProps) {
  const [menuOpened, menu] = useDisclosure(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const active = activeSection(pathname);
  const dashboard = user ? dashboardLink(user.roles) : null;
  const signInSearch = useSignInSearch();
  const current = (isActive: boolean) =>
    isActive ? ({ 'data-active': true, 'aria-current': 'page' } as const) : ({} as const);

  return (
    <header className={classes.header}>
      <Container h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={menuOpened}
              onClick={() => {
                setMenuWanted(true);
                menu.toggle();
              }}
              hiddenFrom="sm"
              size="sm"
              className={classes.burger}
              aria-label={menuOpened ? 'Close navigation' : 'Open navigation'}
            />
            <BrandLogo productName={productName} nameClassName={classes.crowdedHidden} />
          </Group>

          <Group component="nav" aria-label="Main" gap={0} h="100%" wrap="nowrap" visibleFrom="sm">
            {mainNav.map((item) => (
              <Link key={item.section} {...item.link} className={classes.navLink} {...current(active === item.section)}>
                {item.label}
              </Link>
            ))}
            {dashboard && (
              <Link {...dashboard} className={classes.navLink} {...current(active === 'dashboard')}>
                Dashboard
              </Link>
            )}
          </Group>

          <Group
            gap="sm"
            wrap="nowrap"
            justify="flex-end"
            miw={{ sm: 90 }}
            // The nav is longer by the Dashboard link: the profile's name needs a wider screen.
            {...(dashboard && { 'data-beside-dashboard': true })}
          >
            {user === null && (
              // Hidden in the prerendered shell when a session is stored (web/prerender/boot-script.ts).
              <Button
                renderRoot={(props) => <Link {...props} to="/sign-in" search={signInSearch} />}
                size="sm"
                data-visitor-only
              >
                Sign In
              </Button>
            )}
            {user && <ProfileMenuSlot user={user} onSignOut={onSignOut} />}
          </Group>
        </Group>
      </Container>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu
            opened={menuOpened}
            onClose={menu.close}
            productName={productName}
            pathname={pathname}
            user={user}
            agent={agent}
            onSignOut={onSignOut}
          />
        </Suspense>
      )}
    </header>
  );
}

/**
 * The profile menu's button, and the menu once the user reaches for it (pointer over it, or a
 * click or key press, which also opens it).
 */
function ProfileMenuSlot({ user, onSignOut }: { user: ShellUser; onSignOut: () => void }) {
  const [wanted, setWanted] = useState<'no' | 'loaded' | 'opened'>('no');
  const face = (
    <ProfileButtonFace
      name={user.name}
      headshotUrl={user.headshotUrl}
      onPointerEnter={() => setWanted((current) => (current === 'no' ? 'loaded' : current))}
      onClick={() => setWanted('opened')}
    />
  );
  if (wanted === 'no') return face;
  return (
    <Suspense fallback={face}>
      <ProfileMenu user={user} onSignOut={onSignOut} defaultOpened={wanted === 'opened'} />
    </Suspense>
  );
}
