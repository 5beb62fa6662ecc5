import type { FollowUp } from '@shared/users';

/**
 * Follow-ups by author (notes-follow-ups/README.md "Follow-up"): a contact's item (a profile, or
 * an invitation before its person signs up) keeps each author's own follow-up in one map,
 * `followUps`, by the author's user id, so that an admin's follow-up of an agent's contact and the
 * agent's own live side by side and neither sees the other's (QA 59a M3: they shared one slot,
 * and the admin's replaced the agent's unseen). No I/O here: the parts of the update that both
 * the profile's and the invitation's writers send.
 */
export type FollowUps = Record<string, FollowUp>;

/** The attribute of the map. */
export const followUpsAttribute = 'followUps';

/** A stored map's entries that are follow-ups (a date, a note), as `FollowUps`. */
export function followUpsOf(value: unknown): FollowUps | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const entries = Object.entries(value as Record<string, unknown>).flatMap(([author, entry]) => {
    if (!entry || typeof entry !== 'object') return [];
    const { date, note } = entry as Record<string, unknown>;
    return typeof date === 'string' ? [[author, { date, note: typeof note === 'string' ? note : '' }] as const] : [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

export interface FollowUpWrite {
  /** Who sets it (or clears theirs): the map's key. */
  author: string;
  /** The follow-up, or null to clear the author's. */
  followUp: FollowUp | null;
  /** Written only while the author holds none (the bulk action's "Skip"). */
  onlyIfNone?: boolean | undefined;
  /** Written only while the author's is this one (its date and note): a follow-up done. */
  onlyWhile?: FollowUp | undefined;
}

/**
 * The SET and REMOVE clauses, names, values and condition of one author's write into a map that
 * exists (`writeIntoFollowUps` has it made where it does not).
 */
export function followUpUpdate({ author, followUp, onlyIfNone, onlyWhile }: FollowUpWrite) {
  const names: Record<string, string> = { '#followUps': followUpsAttribute, '#author': author };
  const values: Record<string, unknown> = {};
  const entry = '#followUps.#author';
  const conditions = ['attribute_exists(#followUps)'];
  if (onlyIfNone) conditions.push(`attribute_not_exists(${entry})`);
  if (onlyWhile) {
    Object.assign(names, { '#date': 'date', '#note': 'note' });
    Object.assign(values, { ':heldDate': onlyWhile.date, ':heldNote': onlyWhile.note });
    conditions.push(`${entry}.#date = :heldDate AND ${entry}.#note = :heldNote`);
  }
  if (followUp) values[':followUp'] = { date: followUp.date, note: followUp.note };
  return {
    set: followUp ? [`${entry} = :followUp`] : [],
    remove: followUp ? [] : [entry],
    names,
    values,
    condition: conditions.join(' AND '),
  };
}

/**
 * The update that gives an item an empty map, only where it has none (`writeIntoFollowUps`'s
 * `makeMap`); a writer adds its own conditions (the item exists, is still unused…).
 */
export const emptyFollowUps = {
  set: '#followUps = :empty',
  condition: 'attribute_not_exists(#followUps)',
  names: { '#followUps': followUpsAttribute },
  values: { ':empty': {} },
} as const;

/**
 * Runs an author's write. A path into a map can be written only once the map exists, and the map
 * cannot be made in the same update: when the write is refused, `makeMap` gives the item an empty
 * map where it has none (made only where it is missing, so two first writes at once keep each
 * other's entry), and the write is tried once more, whichever of them made it.
 */
export async function writeIntoFollowUps(write: () => Promise<boolean>, makeMap: () => Promise<unknown>) {
  if (await write()) return true;
  await makeMap();
  return write();
}
