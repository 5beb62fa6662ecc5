/**
 * Which areas' sold figures a visitor may see (DECISIONS row 26; DESIGN "Rules of the house":
 * no sold price reaches a visitor "directly or through an aggregate of fewer than 3 sales").
 *
 * Showing only cells of 3 or more sales is not enough, because the areas nest: the GTA holds
 * the communities, a community its neighbourhoods (and the sales outside every polygon, which
 * count in their municipality and the GTA only). A visitor who sees a community's count and
 * average, and those of some of its neighbourhoods, gets the sum of the community's other
 * sales by subtraction: if those are 1 or 2 sales, that is their exact price. This is
 * statistical disclosure control's "complementary suppression", decided for one month and one
 * property type over the tree GTA ⊃ community ⊃ neighbourhood:
 *
 * - a neighbourhood is visible iff it counts 3 sales or more;
 * - a community of fewer than 3 sales is hidden; for a larger one, the residual (its count
 *   minus its visible neighbourhoods' counts) must be 0 or at least 3: while it is 1 or 2,
 *   the visible neighbourhood with the smallest count (then the smallest id) is hidden too;
 * - the GTA is hidden if it counts fewer than 3 sales; its residual (its count minus the
 *   visible communities' counts and the visible neighbourhoods' counts inside hidden
 *   communities) must be 0 or at least 3: while it is 1 or 2, the smallest visible community
 *   with a residual of its own (3 or more, which lifts it to 4 or more) is hidden, its
 *   neighbourhoods staying shown, the GTA being every report's benchmark; if none can, the GTA
 *   is. A closed month keeps the decision it was published with (functions/property README
 *   "Published once"): a month decided under the old rule is not decided again.
 *
 * Why that is enough: every visible cell is a union of "atoms" (each visible neighbourhood's
 * sales, and each visible parent's residual). Any linear combination of visible sums weighs
 * every sale of one atom alike, so it can single out no set smaller than the smallest
 * non-empty atom, and every non-empty atom has 3 sales or more. The unit tests check this on
 * random trees by linear algebra, without relying on this argument.
 */
export const minimumSalesForVisitors = 3;

/** Whether a number of sales is enough for a visitor to see its figures. */
export const coversEnoughSales = (count: number | null | undefined): count is number =>
  typeof count === 'number' && count >= minimumSalesForVisitors;

/** A residual (the sales of a visible area outside its visible sub-areas) that isolates nothing. */
export const isSafeResidual = (residual: number) => residual === 0 || coversEnoughSales(residual);

export interface AreaSales {
  id: string;
  /** The area's sales of the month and type. */
  count: number;
}

export interface CommunitySales extends AreaSales {
  /** Its neighbourhoods; their counts add up to at most the community's. */
  neighbourhoods: readonly AreaSales[];
}

/** One month and one property type: the GTA's sales and every community's (with its neighbourhoods'). */
export interface DisclosureInput {
  gta: number;
  communities: readonly CommunitySales[];
}

/** The areas whose sold figures a visitor may see; every other one is hidden. */
export interface Disclosure {
  gta: boolean;
  communities: ReadonlySet<string>;
  neighbourhoods: ReadonlySet<string>;
}

const sum = (areas: readonly AreaSales[]) => areas.reduce((total, area) => total + area.count, 0);

/** Smallest count first, then smallest id (code-unit order, the same everywhere). */
const smallestFirst = (a: AreaSales, b: AreaSales) => a.count - b.count || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function checkCounts(input: DisclosureInput): void {
  const valid = (count: number) => Number.isInteger(count) && count >= 0;
  if (!valid(input.gta)) throw new RangeError(`The GTA's count ${input.gta} is not a count of sales.`);
  for (const community of input.communities) {
    if (!valid(community.count) || !community.neighbourhoods.every((n) => valid(n.count))) {
      throw new RangeError(`The counts of community ${community.id} are not counts of sales.`);
    }
    if (sum(community.neighbourhoods) > community.count) {
      throw new RangeError(`The neighbourhoods of community ${community.id} count more sales than it does.`);
    }
  }
  if (sum(input.communities) > input.gta) throw new RangeError('The communities count more sales than the GTA.');
}

/** Decides, for one month and one property type, which areas a visitor may see the sold figures of. */
export function visitorDisclosure(input: DisclosureInput): Disclosure {
  checkCounts(input);
  const communities = new Set<string>();
  const neighbourhoods = new Set<string>();
  let gtaResidual = input.gta;

  // What hiding a visible community would add to the GTA's residual, were it 1 or 2: its own
  // residual (0, or 3 and more), since its visible neighbourhoods stay shown.
  const lifts: { area: AreaSales; lift: number }[] = [];
  for (const community of input.communities) {
    // Primary suppression: fewer than 3 sales.
    const shown = community.neighbourhoods.filter((n) => coversEnoughSales(n.count)).sort(smallestFirst);
    if (coversEnoughSales(community.count)) {
      // Complementary suppression: no visible community leaves 1 or 2 sales outside its visible
      // neighbourhoods. Hiding one neighbourhood (3 or more) always lifts the residual to 4 or more.
      while (!isSafeResidual(community.count - sum(shown))) shown.shift();
      communities.add(community.id);
      gtaResidual -= community.count;
      lifts.push({ area: community, lift: community.count - sum(shown) });
    } else {
      // A hidden community's sales are the GTA's residual, less those of neighbourhoods still shown
      // (none: a community under 3 sales has no neighbourhood of 3 or more).
      gtaResidual -= sum(shown);
    }
    for (const neighbourhood of shown) neighbourhoods.add(neighbourhood.id);
  }

  // The GTA is every report's benchmark: when its residual is 1 or 2, the smallest area whose
  // hiding lifts it to 3 or more is hidden instead (a lift is 0 or at least 3, so one is enough),
  // and the GTA stays; only when no area can do it is the GTA hidden.
  if (coversEnoughSales(input.gta) && !isSafeResidual(gtaResidual)) {
    const smallest = lifts.filter(({ lift }) => lift > 0).sort((a, b) => smallestFirst(a.area, b.area))[0];
    if (smallest) {
      communities.delete(smallest.area.id);
      gtaResidual += smallest.lift;
    }
  }

  const gta = coversEnoughSales(input.gta) && isSafeResidual(gtaResidual);
  return { gta, communities, neighbourhoods };
}
