import { webConfig } from './web-config';

/** A listing photo's URL: paths are relative to the photos base, `p/` (document 3 §7.4). */
export const photoUrl = (path: string): string => `${webConfig().photosUrl}/${path}`;
