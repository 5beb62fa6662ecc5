import { Group, Text, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import classes from './app-shell.module.css';
import { ChevronDownIcon } from './icons';

type ProfileButtonFaceProps = UnstyledButtonProps & ComponentPropsWithoutRef<'button'> & { name: string };

/**
 * The profile menu's button: the same face while the menu's code loads and once it has, so the
 * header does not shift.
 */
export const ProfileButtonFace = forwardRef<HTMLButtonElement, ProfileButtonFaceProps>(function ProfileButtonFace(
  { name, className, ...rest },
  ref,
) {
  return (
    <UnstyledButton
      ref={ref}
      {...rest}
      // Menu.Target passes its own props, className included (possibly undefined): keep ours.
      className={className ? `${classes.profileButton} ${className}` : classes.profileButton}
    >
      <Group gap={8} wrap="nowrap">
        {/* Initials in a plain circle: Mantine's Avatar would add to every signed-in first load. */}
        <span className={classes.initials} aria-hidden>
          {initials(name)}
        </span>
        {/* The button is named by what it shows (WCAG 2.5.3): "Olivia Chen, profile menu". Under
            1024 px the name is hidden from sight only, so the button keeps it. */}
        <Text component="span" size="sm" fw={600} maw={140} truncate className={classes.profileName}>
          {name}
        </Text>
        <span className={classes.visuallyHidden}>, profile menu</span>
        <ChevronDownIcon size={16} />
      </Group>
    </UnstyledButton>
  );
});

/** "Olivia Chen" → "OC"; "olivia@example.com" → "OE"; "Cher" → "CH". */
export function initials(name: string): string {
  const words = name.split(/[\s@._-]+/).filter(Boolean);
  const letters = words.length >= 2 ? words[0]!.charAt(0) + words[1]!.charAt(0) : (words[0] ?? '').slice(0, 2);
  return letters.toUpperCase();
}
