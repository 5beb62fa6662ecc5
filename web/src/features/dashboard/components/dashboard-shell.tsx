import { Anchor, Box, Breadcrumbs, Burger, Drawer, Group, Loader, NavLink, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Role } from '@shared/roles';
import { pageStack, pageTitle, visiblePages } from '../page-stack';
import { isActive, sideNavItems } from '../side-nav';
import classes from './dashboard-shell.module.css';

function SideNav({
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

/**
 * The dashboard's shell (document 2 §2): side navigation by the first role (a drawer behind
 * a burger on a phone) and the header 'Your Dashboard' with the current pages' titles, a
 * spinner while a page loads.
 */
export function DashboardShell({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  const [opened, { toggle, close }] = useDisclosure(false);
  const isAdmin = roles.includes('admin');
  const pages = visiblePages(pageStack(pathname));
  const title = pageTitle(pages.at(-1) ?? 'not-found', isAdmin);

  return (
    <Box className={classes.layout}>
      <Box component="aside" className={classes.aside} visibleFrom="sm">
        <Text className={classes.asideHeading}>Dashboard</Text>
        <SideNav roles={roles} pathname={pathname} />
      </Box>
      <Drawer opened={opened} onClose={close} title="Dashboard" size={280} hiddenFrom="sm">
        <SideNav roles={roles} pathname={pathname} onNavigate={close} />
      </Drawer>
      <Box className={classes.content}>
        <Group gap="sm" wrap="nowrap" mb="lg" align="center">
          <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Open the dashboard menu" />
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" c="dimmed" fw={500}>
              Your Dashboard
            </Text>
            <Group gap="xs" wrap="nowrap">
              {pages.length > 1 ? (
                <Breadcrumbs separator="›" className={classes.crumbs}>
                  {pages.map((page, i) =>
                    i < pages.length - 1 ? (
                      <Anchor key={page} component="button" type="button" onClick={() => window.history.back()}>
                        {pageTitle(page, isAdmin)}
                      </Anchor>
                    ) : (
                      <Title key={page} order={1} className={classes.title}>
                        {pageTitle(page, isAdmin)}
                      </Title>
                    ),
                  )}
                </Breadcrumbs>
              ) : (
                <Title order={1} className={classes.title}>
                  {title}
                </Title>
              )}
              {loading && <Loader size="sm" aria-label="Loading" />}
            </Group>
          </Box>
        </Group>
        {children}
      </Box>
    </Box>
  );
}
