import type { SocialMedias } from '@shared/agent';
import type { SocialIconName } from '../../ui/icons/social-icons';

export type AgentNetwork = keyof SocialMedias;

/** The spec's four networks, in its order (document 1 §2.8), with their labels and icons. */
export const agentNetworks: { network: AgentNetwork; label: string; icon: SocialIconName }[] = [
  { network: 'instagram', label: 'Instagram', icon: 'instagram' },
  { network: 'facebook', label: 'Facebook', icon: 'facebook' },
  { network: 'twitter', label: 'Twitter', icon: 'twitter' },
  { network: 'linkedIn', label: 'LinkedIn', icon: 'linkedin' },
];
