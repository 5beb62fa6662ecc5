/**
 * The brokerage's social pages, linked from the footer and the mobile menu: placeholders until
 * its own addresses are configured. Its name and site come from `/config.json`.
 */
export type SocialNetwork = 'instagram' | 'facebook' | 'linkedin' | 'youtube';

export const socialLinks: { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/' },
];
