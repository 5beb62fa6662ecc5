/** The keys of the followings slice's items in the user table (functions/user/README.md "The user table"). */
export const followingKeys = {
  following: (userId: string, kind: 'N' | 'P', id: string) => ({ PK: `U#${userId}`, SK: `FOLLOW#${kind}#${id}` }),
} as const;

/** Their index keys, partition and sort key together: the repositories spread these into their items. */
export const followingIndexKeys = {
  /** GSI2 (second use): who follows a neighbourhood or property. */
  follower: (kind: 'N' | 'P', id: string, userId: string) => ({
    GSI2PK: `FOLLOWED#${kind}#${id}`,
    GSI2SK: `U#${userId}`,
  }),
} as const;

/** Sort-key prefixes for queries within one user's partition. */
export const followingSortPrefixes = {
  followings: 'FOLLOW#',
} as const;
