import { ActionIcon, Loader, Tooltip } from '@mantine/core';

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
        {locating ? (
          <Loader size={16} />
        ) : (
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v3M12 19v3M2 12h3M19 12h3" strokeLinecap="round" />
          </svg>
        )}
      </ActionIcon>
    </Tooltip>
  );
}
