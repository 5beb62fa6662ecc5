import { ActionIcon, Loader, Tooltip } from '@mantine/core';
import { LocateIcon } from '../icons/navigation-icons';

/** The map's "where am I" button: the page recentres on the user at zoom 14 (document 1 §2.4). */
export function RecenterButton({ onClick, locating }: { onClick: () => void; locating: boolean }) {
  return (
    <Tooltip label="Recentre on my location" position="left">
      <ActionIcon
        size={40}
        radius="md"
        variant="white"
        color="dark"
        aria-label="Recentre on my location"
        onClick={onClick}
        disabled={locating}
        style={{ position: 'absolute', right: 12, bottom: 40, zIndex: 4, boxShadow: '0 1px 4px rgba(0,0,0,.25)' }}
      >
        {locating ? <Loader size={16} /> : <LocateIcon size={20} />}
      </ActionIcon>
    </Tooltip>
  );
}
