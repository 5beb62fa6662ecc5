import type { SocialMedias } from '@shared/agent';

export type AgentNetwork = keyof SocialMedias;

/** The spec's four networks, in its order (document 1 §2.8), with their labels. */
export const agentNetworks: { network: AgentNetwork; label: string }[] = [
  { network: 'instagram', label: 'Instagram' },
  { network: 'facebook', label: 'Facebook' },
  { network: 'twitter', label: 'Twitter' },
  { network: 'linkedIn', label: 'LinkedIn' },
];

const paths: Record<AgentNetwork, React.ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </>
  ),
  facebook: <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V9H7v3h2v9h3v-9h2.5l.5-3h-3V6.8c0-.5.3-.8.8-.8H15z" />,
  twitter: <path d="M4 4l16 16M20 4 4 20" />,
  linkedIn: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7" />
    </>
  ),
};

export function SocialIcon({ network, size = 20 }: { network: AgentNetwork; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      {paths[network]}
    </svg>
  );
}
