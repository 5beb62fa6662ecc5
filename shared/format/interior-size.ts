const finite = (value: number | undefined): value is number => value !== undefined && Number.isFinite(value);

/**
 * An interior size as the screens and the annual report write it: `1,500 sq ft`, a board's
 * range `1,100–1,500 sq ft`, `1,500+ sq ft`, or undefined.
 */
export function interiorSize(from?: number, to?: number): string | undefined {
  const n = (v: number) => v.toLocaleString('en-US');
  if (finite(from) && finite(to)) return from === to ? `${n(from)} sq ft` : `${n(from)}–${n(to)} sq ft`;
  if (finite(from)) return `${n(from)}+ sq ft`;
  if (finite(to)) return `Up to ${n(to)} sq ft`;
  return undefined;
}

/** The size an owner gave (an exact size, or the listing's range they kept): what the model valued. */
export const ownerInteriorSize = (request: { footage?: number; footageFrom?: number; footageTo?: number }) => {
  const from = request.footageFrom ?? request.footage;
  return from === undefined ? undefined : interiorSize(from, request.footageTo ?? from);
};
