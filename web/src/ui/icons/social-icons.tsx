import type { ReactNode } from 'react';
import { SvgIcon, type IconProps } from './svg-icon';

/** The social networks the footer, the menu and the agents' pages link to. */
export type SocialIconName = 'instagram' | 'facebook' | 'twitter' | 'linkedin' | 'youtube';

const socialPaths: Record<SocialIconName, ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </>
  ),
  facebook: <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V9H7v3h2v9h3v-9h2.5l.5-3h-3V6.8c0-.5.3-.8.8-.8H15z" />,
  twitter: <path d="M4 4l16 16M20 4 4 20" />,
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10.5 9.5 4 2.5-4 2.5z" fill="currentColor" />
    </>
  ),
};

export function SocialIcon({ network, size = 20, ...props }: IconProps & { network: SocialIconName }) {
  return (
    <SvgIcon size={size} {...props}>
      {socialPaths[network]}
    </SvgIcon>
  );
}
