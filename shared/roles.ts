/** Roles of document 1 §6: groups `admin` and `agent` in the user pool; no group means client. */
export const roles = ['admin', 'agent', 'client'] as const;
export type Role = (typeof roles)[number];

/** The roles that exist as user-pool groups: the staff roles. */
export const groupRoles = ['admin', 'agent'] as const;
export type GroupRole = (typeof groupRoles)[number];

/** Roles from the `cognito:groups` claim: known groups only, `client` when there are none. */
export function rolesFromGroups(groups: readonly unknown[] | undefined): Role[] {
  const known = (groups ?? []).filter((g): g is GroupRole => groupRoles.includes(g as GroupRole));
  return known.length > 0 ? known : ['client'];
}

/** A role check passes when no roles are required or the user has any listed role. */
export function hasAnyRole(userRoles: readonly Role[], required: readonly Role[]): boolean {
  return required.length === 0 || required.some((role) => userRoles.includes(role));
}

/**
 * Whether a user holds no staff role (DESIGN "A staff user is nobody's contact", DECISIONS row
 * 45): only such a user can be an agent's contact. No roles at all is a customer, as the spec says.
 */
export function isClientOnly(userRoles: readonly Role[] | null | undefined): boolean {
  return !(userRoles ?? []).some((role) => groupRoles.includes(role as GroupRole));
}
