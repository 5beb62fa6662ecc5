/** The keys of the deletion slice's items in the user table (functions/user/README.md "The user table"). */
export const deletionKeys = {
  /**
   * A user's deletion under way (`DELETE /users/{id}`, deletion-repository.ts): who asked,
   * the steps done. Its own partition, so deleting the user's partition never touches it.
   */
  deletion: (userId: string) => ({ PK: `DELETION#${userId}`, SK: 'DELETION' }),
} as const;
