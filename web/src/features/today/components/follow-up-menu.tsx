import { Button, Menu, type ButtonProps } from '@mantine/core';
import { useRef } from 'react';
import { followUpLaterChoices } from '../../../lib/follow-up-later';

export interface FollowUpMenuProps {
  /** The contact's name, for the button's accessible name. */
  name: string;
  /** The row's button size: larger on a phone (today-row.tsx). */
  size: ButtonProps['size'];
  hasFollowUp: boolean;
  onLater: (days: number) => void;
  onClear: () => void;
}

/**
 * A row's follow-up choices: tomorrow, next week, or done (clears it). Loaded on the first
 * click of a row's Follow-up button (today-row.tsx), open at once: the menu's positioning code
 * (floating-ui, about 25 KB gzipped) stays out of Today's first load (issue 26's budget).
 * Mantine returns focus only to what was focused when the menu opened, and a menu mounted
 * open records nothing, so focus fell to the page on Escape: closing puts it back on the button.
 */
export default function FollowUpMenu({ name, size, hasFollowUp, onLater, onClear }: FollowUpMenuProps) {
  const target = useRef<HTMLButtonElement>(null);
  return (
    <Menu position="bottom-end" withinPortal defaultOpened onClose={() => target.current?.focus()}>
      <Menu.Target>
        <Button ref={target} size={size} variant="default" aria-label={`Follow-up of ${name}`} autoFocus>
          Follow-up
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {followUpLaterChoices.map(({ label, days }) => (
          <Menu.Item key={days} onClick={() => onLater(days)}>
            {label}
          </Menu.Item>
        ))}
        {hasFollowUp && <Menu.Item onClick={onClear}>Done: clear it</Menu.Item>}
      </Menu.Dropdown>
    </Menu>
  );
}
