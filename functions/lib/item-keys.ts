const keyAttribute = /^(PK|SK|GSI\d+PK|GSI\d+SK)$/;

/** An item without its table and index keys: what a repository hands to the domain. */
export function withoutKeys<T>(item: Record<string, unknown>): T {
  return Object.fromEntries(Object.entries(item).filter(([name]) => !keyAttribute.test(name))) as T;
}

/**
 * GSI3 of a single table: entities of one type in time order (e.g. the user table's waitlist,
 * feedback, deletions under way and contact imports), `TYPE#{type}` / `{time}#{id}`.
 */
export const ofType = (type: string, createdAt: string, id: string) => ({
  GSI3PK: `TYPE#${type}`,
  GSI3SK: `${createdAt}#${id}`,
});
