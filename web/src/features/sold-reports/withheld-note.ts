/**
 * What a visitor reads under figures shown as -- (DECISIONS row 26: figures of fewer than 3 sales
 * are withheld), on the report's tiles and in the map's dialog alike.
 */
export const visitorWithheldNote =
  'A figure shown as -- is missing or withheld: visitors see figures of 3 sales or more, and none that would give away a single sale. Sign in to see them all.';
