import { Group, Text, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { forwardRef, useState, type ComponentPropsWithoutRef } from 'react';
import { defaultHeadshotUrl } from '../default-images';
import classes from './app-shell.module.css';
import { ChevronIcon } from '../icons/navigation-icons';

type ProfileButtonFaceProps = UnstyledButtonProps &
  ComponentPropsWithoutRef<'button'> & { name: string; headshotUrl?: string | undefined };

/**
 * The profile menu's button: the same face while the menu's code loads and once it has, so the
 * header does not shift.
 */
export const ProfileButtonFace = forwardRef<HTMLButtonElement, ProfileButtonFaceProps>(function ProfileButtonFace(
  { name, headshotUrl, className, ...rest },
  ref,
) {
  // The signed address of a headshot expires; the one that failed gives way to the default,
  // and a new address (a new upload, a fresh signature) is tried again.
  const [failedUrl, setFailedUrl] = useState<string>();
  const src = headshotUrl && headshotUrl !== failedUrl ? headshotUrl : defaultHeadshotUrl;
  return (
    <UnstyledButton
      ref={ref}
      // Named by what it shows (WCAG 2.5.3), the name first: "Olivia Chen, profile menu". Where
      // the header is short of room the name is not shown, and the label keeps it.
      aria-label={`${name}, profile menu`}
      {...rest}
      // Menu.Target passes its own props, className included (possibly undefined): keep ours.
      className={className ? `${classes.profileButton} ${className}` : classes.profileButton}
    >
      <Group gap={8} wrap="nowrap">
        {/* A plain image in a circle: Mantine's Avatar would add to every signed-in first load. */}
        <img
          className={classes.headshot}
          src={src}
          alt=""
          width={32}
          height={32}
          onError={() => {
            if (src !== defaultHeadshotUrl) setFailedUrl(src);
          }}
        />
        <Text component="span" size="sm" fw={600} maw={140} truncate className={classes.profileName}>
          {name}
        </Text>
        <ChevronIcon direction="down" size={16} />
      </Group>
    </UnstyledButton>
  );
});
