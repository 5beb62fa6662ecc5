import { knownLotSide } from '../listing';

/** A lot's sides as a listing or a sale carries them: the lot's, and the land's (an import writes both). */
export interface LotSides {
  lotFront?: number;
  lotDepth?: number;
  landFront?: number;
  landDepth?: number;
}

/**
 * A side in whole feet: a survey's 119.41 and a board's whole 124 read alike (every screen and
 * PDF); a side under a foot (a board's typo) reads 1, never 0.
 */
export const wholeFeet = (side: number) => String(Math.max(1, Math.round(side)));

/** A side the board gives: finite and above 0 (`knownLotSide`: 0 is "not known"). */
const given = (side: number | undefined) => {
  const known = knownLotSide(side);
  return known !== undefined && Number.isFinite(known) ? known : undefined;
};

/**
 * A lot as the screens write it, front × depth in whole feet: `39 × 119`. Boards give some lots
 * to the hundredth of a foot (a survey's 119.41) and most in whole feet, and a column of both
 * read as two precisions (QA L8: "39 × 119.41" above "54 × 124"); a foot is as fine as buyers
 * compare lots by, and as the listings' descriptions write them. Each side is the lot's, else
 * the land's; a board's 0 is a side it does not know (`knownLotSide`), written `missing`.
 * Undefined when neither side is known.
 */
export function lotDimensions(sides: LotSides, missing: string): string | undefined {
  const front = given(sides.lotFront) ?? given(sides.landFront);
  const depth = given(sides.lotDepth) ?? given(sides.landDepth);
  if (front === undefined && depth === undefined) return undefined;
  const side = (value: number | undefined) => (value === undefined ? missing : wholeFeet(value));
  return `${side(front)} × ${side(depth)}`;
}
