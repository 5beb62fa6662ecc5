import { NavLink, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Role } from '@shared/roles';
import { isActive, sideNavItems } from '../side-nav';
import classes from './dashboard-shell.module.css';

/** The dashboard's side navigation by the first role, the current section marked. */
export function SideNav({
  roles,
  pathname,
  onNavigate,
}: {
  roles: readonly Role[];
  pathname: string;
  onNavigate?: () => void;
}) {
  return (
    <Stack gap={4} component="nav" aria-label="Dashboard">
      {sideNavItems(roles).map((item) => {
        const active = isActive(item, pathname);
        return (
          <NavLink
            key={item.label}
            component={Link}
            to={item.to}
            // The router's own match is by prefix ('/dashboard' would light up on every page);
            // `isActive` decides, for the look and for screen readers alike.
            activeOptions={{ exact: true }}
            aria-current={active ? 'page' : undefined}
            label={item.label}
            active={active}
            onClick={onNavigate}
            className={classes.navLink}
          />
        );
      })}
    </Stack>
  );
}
