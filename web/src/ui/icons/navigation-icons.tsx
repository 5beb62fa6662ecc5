import { SvgIcon, type IconProps } from './svg-icon';

/** Arrows, views and the map controls. */

const chevronPaths = { left: 'm15 6-6 6 6 6', right: 'm9 6 6 6-6 6', up: 'm6 15 6-6 6 6', down: 'm6 9 6 6 6-6' };

export function ChevronIcon({ direction, ...props }: IconProps & { direction: keyof typeof chevronPaths }) {
  return (
    <SvgIcon {...props}>
      <path d={chevronPaths[direction]} />
    </SvgIcon>
  );
}

export function MapIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m3 6.5 6-2.5 6 2.5 6-2.5v13.5l-6 2.5-6-2.5-6 2.5z" />
      <path d="M9 4v13.5M15 6.5V20" />
    </SvgIcon>
  );
}

export function GridIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="4" y="4" width="7" height="7" rx="1.5" />
      <rect x="13" y="4" width="7" height="7" rx="1.5" />
      <rect x="4" y="13" width="7" height="7" rx="1.5" />
      <rect x="13" y="13" width="7" height="7" rx="1.5" />
    </SvgIcon>
  );
}

/** The map's "where am I" control. */
export function LocateIcon(props: IconProps) {
  return (
    <SvgIcon strokeWidth={2} {...props}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
    </SvgIcon>
  );
}

/** A panel with its side column: what opens the dashboard's side navigation on a phone. */
export function SidebarIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
      <path d="M9.5 4.5v15M5.8 8.5h1.4M5.8 11.5h1.4" />
    </SvgIcon>
  );
}
