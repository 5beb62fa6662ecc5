import { Drawer } from '@mantine/core';
import type { Role } from '@shared/roles';
import { SideNav } from './side-nav-links';

/** The side navigation in a drawer, for a phone: loaded when the burger is first pressed. */
export default function SideNavDrawer({
  opened,
  onClose,
  roles,
  pathname,
}: {
  opened: boolean;
  onClose: () => void;
  roles: readonly Role[];
  pathname: string;
}) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Dashboard" size={280} hiddenFrom="sm">
      <SideNav roles={roles} pathname={pathname} onNavigate={onClose} />
    </Drawer>
  );
}
