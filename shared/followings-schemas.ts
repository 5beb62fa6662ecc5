import * as z from 'zod';
import { mlsParamsSchema } from './search/mls-schemas';
import { neighbourhoodIdSchema } from './sold-report/queries';

/**
 * Path parameters of the followings calls (document 1 §7.1). Kept apart from the
 * `Followings` type (followings.ts), which the web's main bundle imports.
 */

/** `{id}` of `PUT`/`DELETE /followings/neighbourhoods/{id}`: a neighbourhood slug. */
export const followNeighbourhoodParamsSchema = z.object({ id: neighbourhoodIdSchema });

/** `{id}` of `PUT`/`DELETE /followings/properties/{id}`: an MLS number. */
export const followPropertyParamsSchema = z.object({ id: mlsParamsSchema.shape.mls });

/** A user id in a path: a Cognito `sub`. */
const userIdSchema = z
  .string()
  .min(1, 'The user id is required.')
  .max(64, 'The user id is too long.')
  .regex(/^[A-Za-z0-9-]+$/, 'The user id is not valid.');

/** `GET /followings/{userId}`. */
export const followingsOfUserParamsSchema = z.object({ userId: userIdSchema });
/** `GET /users/{id}/followings`. */
export const userFollowingsParamsSchema = z.object({ id: userIdSchema });
