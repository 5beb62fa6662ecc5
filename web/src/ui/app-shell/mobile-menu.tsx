import { ActionIcon, Anchor, Avatar, Button, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { telHref } from '@shared/phone-link';
import { headshotImage } from '../default-images';
import { BrandLogo } from './brand-logo';
import { SocialIcon } from '../icons/social-icons';
import { activeSection, dashboardLink, mainNav, settingsLink, showsMyAgent } from './nav-items';
import type { ShellAgent, ShellUser } from './shell-user';
import { socialLinks } from './site-links';
import { useFocusReturn } from '../use-focus-return';
import { useSignInSearch } from '../../lib/return-path';

/**
 * Each of the menu's rows is a 44 px target (WCAG 2.5.5, as the menu button that opens it): a
 * NavLink is 38 px, and Sign Out read as too small a target on a 390 px phone (QA 70a). The
 * menu is a phone's (below 768 px) only.
 */
const tapHeight = 44;

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  productName: string;
  pathname: string;
  user: ShellUser | null | undefined;
  agent?: ShellAgent | null;
  onSignOut: () => void;
}

/** The hamburger menu below 768 px: the header's links, the user's agent, About, Privacy Policy, social. */
export function MobileMenu({ opened, onClose, productName, pathname, user, agent, onSignOut }: MobileMenuProps) {
  const active = activeSection(pathname);
  const dashboard = user ? dashboardLink(user.roles) : null;
  const signInSearch = useSignInSearch();

  useFocusReturn(opened);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="min(320px, 85vw)"
      padding="md"
      hiddenFrom="sm"
      title={<BrandLogo productName={productName} />}
      closeButtonProps={{ 'aria-label': 'Close navigation' }}
    >
      <Stack gap={4} component="nav" aria-label="Mobile">
        {mainNav.map((item) => (
          <NavLink
            key={item.section}
            mih={tapHeight}
            renderRoot={(props) => <Link {...item.link} {...props} />}
            label={item.label}
            active={active === item.section}
            onClick={onClose}
          />
        ))}
        {dashboard && (
          <NavLink
            mih={tapHeight}
            renderRoot={(props) => <Link {...dashboard} {...props} />}
            label="Dashboard"
            active={active === 'dashboard'}
            onClick={onClose}
          />
        )}
      </Stack>

      <Divider my="md" />

      {user ? (
        <Stack gap={4}>
          <Group gap="sm" px="sm" pb="xs" wrap="nowrap">
            <Avatar name={user.name} color="brand" radius="xl" {...headshotImage(user.headshotUrl, user.name)} />
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {user.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {user.email}
              </Text>
            </div>
          </Group>
          <NavLink
            mih={tapHeight}
            renderRoot={(props) => <Link {...settingsLink(user.roles)} {...props} />}
            label="Settings"
            onClick={onClose}
          />
          {showsMyAgent(user.roles, user.hasAgent) && (
            <NavLink mih={tapHeight} component={Link} to="/my-agent" label="My Agent" onClick={onClose} />
          )}
          <NavLink
            mih={tapHeight}
            component="button"
            label="Sign Out"
            onClick={() => {
              onClose();
              onSignOut();
            }}
          />
        </Stack>
      ) : (
        user === null && (
          <Button
            renderRoot={(props) => <Link {...props} to="/sign-in" search={signInSearch} />}
            fullWidth
            onClick={onClose}
          >
            Sign In
          </Button>
        )
      )}

      {agent && (
        <Stack
          gap={2}
          mt="md"
          p="sm"
          bg="gray.0"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
          data-testid="mobile-menu-agent"
        >
          <Text size="xs" tt="uppercase" fw={600} c="dimmed">
            Your agent
          </Text>
          <Group gap="sm" wrap="nowrap" mt={4}>
            <Avatar name={agent.name} color="brand" radius="xl" {...headshotImage(agent.headshotUrl, agent.name)} />
            <div style={{ minWidth: 0 }}>
              <Anchor
                renderRoot={(props) => <Link to="/agent-details" search={{ id: agent.id }} {...props} />}
                fw={600}
                c="dark"
                onClick={onClose}
              >
                {agent.name}
              </Anchor>
              {/* Apart by 6 px: one under the other with none, the two 20 px links' 24 px targets
                  overlapped (WCAG 2.5.8; QA 76a L2). */}
              <Stack gap={6}>
                <Anchor href={`mailto:${agent.email}`} size="sm" truncate>
                  {agent.email}
                </Anchor>
                {agent.phone && (
                  <Anchor href={telHref(agent.phone)} size="sm">
                    {agent.phone}
                  </Anchor>
                )}
              </Stack>
            </div>
          </Group>
        </Stack>
      )}

      <Divider my="md" />

      <Group gap="lg" px="sm">
        <Anchor component={Link} to="/about" size="sm" c="dimmed" onClick={onClose}>
          About
        </Anchor>
        <Anchor component={Link} to="/privacy" size="sm" c="dimmed" onClick={onClose}>
          Privacy Policy
        </Anchor>
      </Group>
      <Group gap="xs" px="xs" mt="md">
        {socialLinks.map((link) => (
          <ActionIcon
            key={link.network}
            component="a"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={link.label}
          >
            <SocialIcon network={link.network} />
          </ActionIcon>
        ))}
      </Group>
    </Drawer>
  );
}
