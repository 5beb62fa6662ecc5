/*
 * The images shown where a headshot or a logo is not set (document 1 §2.7, document 3 §9.4):
 * the same two files on the pages and in the PDFs, served from web/public/images.
 */
export const defaultHeadshotUrl = `${import.meta.env.BASE_URL}images/default-headshot.png`;
export const defaultLogoUrl = `${import.meta.env.BASE_URL}images/default-logo.png`;

/**
 * An `<img>`'s source and text for someone's headshot: theirs, or the default one, which says
 * nothing a screen reader should read out.
 */
export function headshotImage(url: string | undefined, name: string): { src: string; alt: string } {
  return url ? { src: url, alt: `${name}'s headshot` } : { src: defaultHeadshotUrl, alt: '' };
}

/** The same for a brokerage's or an agent's logo. */
export function logoImage(url: string | undefined): { src: string; alt: string } {
  return url ? { src: url, alt: 'Logo' } : { src: defaultLogoUrl, alt: '' };
}
