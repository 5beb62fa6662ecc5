import { Drawer } from '@mantine/core';
import type { Role } from '@shared/roles';
import { SideNav } from './side-nav-links';
import { useFocusReturn } from '../../../ui/use-focus-return';

/**
 * The side navigation in a drawer, for a phone: loaded when its menu button is first pressed.
 * `onClose` when it is closed (Escape, the overlay, its close button), `onNavigate` when a page
 * is chosen.
 */
export default function SideNavDrawer({
  opened,
  onClose,
  onNavigate,
  roles,
  pathname,
}: {
  opened: boolean;
  onClose: () => void;
  onNavigate: () => void;
  roles: readonly Role[];
  pathname: string;
}) {
  useFocusReturn(opened);
  return (
    <Drawer opened={opened} onClose={onClose} title="Dashboard" size={280} hiddenFrom="sm">
      <SideNav roles={roles} pathname={pathname} onNavigate={onNavigate} />
    </Drawer>
  );
}
