import type { SVGProps } from 'react';

/** The landing page's feature icons: 24-px strokes in the style of the rest of the site's icons. */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      {...props}
    >
      {children}
    </svg>
  );
}

export const ReportIcon = () => (
  <Icon>
    <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
  </Icon>
);

export const MapPinIcon = () => (
  <Icon>
    <path d="M12 21s7-6.1 7-11.5A7 7 0 0 0 5 9.5C5 14.9 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
);

export const HomeSearchIcon = () => (
  <Icon>
    <path d="M3 11.5 12 4l9 7.5" />
    <path d="M5.5 10v9.5h6" />
    <circle cx="16.5" cy="16.5" r="3" />
    <path d="m21 21-2.3-2.3" />
  </Icon>
);

export const ValuationIcon = () => (
  <Icon>
    <path d="M3 11.5 12 4l9 7.5" />
    <path d="M5.5 10v9.5h13V10" />
    <path d="M12 11v6M14 12.3c-.5-.6-1.2-.8-2-.8-1 0-1.8.5-1.8 1.3 0 1.9 3.8.9 3.8 2.8 0 .8-.8 1.4-2 1.4-.8 0-1.6-.3-2-.9" />
  </Icon>
);
