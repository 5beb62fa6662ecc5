const keyAttribute = /^(PK|SK|GSI\d+PK|GSI\d+SK)$/;

/** An item without its table and index keys: what a repository hands to the domain. */
export function withoutKeys<T>(item: Record<string, unknown>): T {
  return Object.fromEntries(Object.entries(item).filter(([name]) => !keyAttribute.test(name))) as T;
}
