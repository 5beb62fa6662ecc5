/**
 * A user's followings (document 1 §3): neighbourhood ids and property ids (MLS numbers) as
 * the keys of two objects; each value is when the user started following (ISO instant).
 */
export interface Followings {
  neighbourhoods: Record<string, string>;
  properties: Record<string, string>;
}

export type FollowingKind = keyof Followings;

export const noFollowings = (): Followings => ({ neighbourhoods: {}, properties: {} });
