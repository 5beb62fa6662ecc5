import { Box, Menu, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LogOutIcon, SettingsIcon, UserIcon } from '../icons/action-icons';
import { settingsLink, showsMyAgent } from './nav-items';
import { ProfileButtonFace } from './profile-button-face';
import type { ShellUser } from './shell-user';

/** The signed-in user's menu: Settings, My Agent, Sign Out (document 3 §2.2). */
interface ProfileMenuProps {
  user: ShellUser;
  onSignOut: () => void;
  /** Open at once: the click that loaded the menu's code asked for it. */
  defaultOpened?: boolean;
}

export function ProfileMenu({ user, onSignOut, defaultOpened }: ProfileMenuProps) {
  return (
    <Menu position="bottom-end" width={260} shadow="md" radius="md" offset={8} defaultOpened={defaultOpened}>
      <Menu.Target>
        <ProfileButtonFace name={user.name} headshotUrl={user.headshotUrl} />
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py={8}>
          <Text size="sm" fw={600} truncate>
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Box>
        <Menu.Divider />
        <Menu.Item component={Link} {...settingsLink(user.roles)} leftSection={<SettingsIcon size={16} />} data-tap-row>
          Settings
        </Menu.Item>
        {showsMyAgent(user.roles, user.hasAgent) && (
          <Menu.Item component={Link} to="/my-agent" leftSection={<UserIcon size={16} />} data-tap-row>
            My Agent
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item onClick={onSignOut} leftSection={<LogOutIcon size={16} />} data-tap-row>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
