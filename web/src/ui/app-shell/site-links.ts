/**
 * The brokerage and its social pages, linked from the footer and the mobile menu. Placeholders
 * until the brokerage's own addresses are configured.
 */
export const brokerage = {
  name: 'GTA Homes Realty Inc., Brokerage',
  url: 'https://www.gtahomes.example',
};

export type SocialNetwork = 'instagram' | 'facebook' | 'linkedin' | 'youtube';

export const socialLinks: { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/' },
];
