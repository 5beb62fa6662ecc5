import { ActionIcon, Anchor, Box, Breadcrumbs, Group, Loader, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import type { Role } from '@shared/roles';
import { mediaQueries } from '../../../ui/breakpoints';
import { SidebarIcon } from '../../../ui/icons/navigation-icons';
import { useSectionTitle } from '../../../ui/use-document-title';
import { agentListLink } from '../../../lib/agent-list-link';
import { pageStack, pageTitle, parentPath, visiblePages } from '../page-stack';
import classes from './dashboard-shell.module.css';
import { SideNav } from './side-nav-links';

// The phone's drawer (Mantine's Drawer brings ScrollArea, floating-ui and react-remove-scroll,
// ~25 KB gzipped) loads when the burger is first pressed, not on every dashboard page's load.
const loadDrawer = () => import('./side-nav-drawer');
const SideNavDrawer = lazy(loadDrawer);

/**
 * The dashboard's shell (document 2 §2): side navigation by the first role (a drawer behind
 * a burger on a phone) and the header 'Your Dashboard' with the current pages' titles, a
 * spinner while a page loads.
 */
export function DashboardShell({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const search = useRouterState({ select: (state) => state.location.search });
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  const [opened, { toggle, close }] = useDisclosure(false);
  const phone = useMediaQuery(mediaQueries.belowSm, undefined, { getInitialValueInEffect: false });
  // Mounted from the first press on, so the drawer's closing transition still plays.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const isAdmin = roles.includes('admin');
  const pages = visiblePages(pageStack(pathname));
  const title = pageTitle(pages.at(-1) ?? 'not-found', isAdmin);
  const parent = parentPath(pathname);
  // A contact opened from an agent's Contact List: the crumb goes back to that list with its
  // search and sort, as Back does (QA 63b M3). Elsewhere the parent's state is in its path.
  const agentList = agentListLink(pathname, search);
  useSectionTitle(title);

  return (
    <Box className={classes.layout}>
      {/* Not drawn at all on a phone, where it is hidden and the drawer stands in (issue 26's TBT). */}
      {!phone && (
        <Box component="aside" className={classes.aside} visibleFrom="sm">
          <Text className={classes.asideHeading}>Dashboard</Text>
          <SideNav roles={roles} pathname={pathname} />
        </Box>
      )}
      {drawerWanted && (
        <Suspense fallback={null}>
          <SideNavDrawer
            opened={opened}
            // Mounted open on the first press, the drawer cannot tell where the focus was:
            // closing it puts the focus back on its button, as Mantine does on later opens.
            onClose={() => {
              close();
              menuButton.current?.focus();
            }}
            onNavigate={close}
            roles={roles}
            pathname={pathname}
          />
        </Suspense>
      )}
      {/* Where Skip to content leads on a dashboard page: past the side nav too (site-frame.tsx). */}
      <Box className={classes.content} id="page-content" tabIndex={-1}>
        <Group gap="sm" wrap="nowrap" mb="lg" align="center">
          {/* Not a second burger: the site's header has one (its navigation) just above. */}
          <ActionIcon
            ref={menuButton}
            variant="default"
            size="lg"
            onClick={() => {
              setDrawerWanted(true);
              toggle();
            }}
            onPointerEnter={() => void loadDrawer()}
            onFocus={() => void loadDrawer()}
            hiddenFrom="sm"
            aria-label="Open the dashboard menu"
            aria-expanded={opened}
          >
            <SidebarIcon size={20} />
          </ActionIcon>
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" c="dimmed" fw={500}>
              Your Dashboard
            </Text>
            <Group gap="xs" wrap="nowrap">
              {pages.length > 1 ? (
                <Breadcrumbs separator="›" className={classes.crumbs} role="navigation" aria-label="Breadcrumb">
                  {pages.map((page, i) =>
                    i < pages.length - 1 ? (
                      // Where Back goes (the list with its state), not a step back in history,
                      // which leaves the app when the page was opened from a link.
                      // Exact: the router marks a link active (aria-current="page") on every
                      // path under its own, and the parent is not the page shown.
                      agentList ? (
                        <Anchor
                          key={page}
                          renderRoot={(props) => <Link {...props} {...agentList} activeOptions={{ exact: true }} />}
                        >
                          {pageTitle(page, isAdmin)}
                        </Anchor>
                      ) : (
                        <Anchor key={page} component={Link} to={parent} activeOptions={{ exact: true }}>
                          {pageTitle(page, isAdmin)}
                        </Anchor>
                      )
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
