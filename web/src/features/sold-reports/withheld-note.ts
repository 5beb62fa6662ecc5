/**
 * Why a visitor is not shown a figure (DECISIONS row 26: figures of fewer than 3 sales are
 * withheld), in the words of every note that says so.
 */
export const visitorWithheldReason =
  'visitors see figures of 3 sales or more, and none that would give away a single sale. Sign in to see them all.';

/**
 * What a visitor reads under figures shown as --, on the report's tiles and in the map's dialog
 * alike.
 */
export const visitorWithheldNote = `A figure shown as -- is missing or withheld: ${visitorWithheldReason}`;
