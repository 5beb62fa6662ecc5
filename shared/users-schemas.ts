import * as z from 'zod';
import { roles, type Role } from './roles';
import { isUserId } from './validation/rules';
import { defaultUserPageSize, defaultUserSort, followUpFilters, maxUserPageSize, userSorts } from './users';

/*
 * The query of `GET /users` (document 2 §7: from, sort, roles, size, q, agentId, exclude) and
 * the path of `GET /users/{id}`. Query values arrive as strings.
 */

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, `${name} must be a whole number.`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be between ${min} and ${max}.`);

/** A user id (`isUserId`): a Cognito `sub`, or the e-mail of an invited user who has not registered. */
export const userIdSchema = z
  .string()
  .min(1, 'The user id is required.')
  .max(254, 'The user id is too long.')
  .refine(isUserId, 'The user id is not valid.');

/** `roles=agent,client`; 'null' (or nothing) when no chip is on. */
const rolesSchema = z.string().transform((text, context) => {
  if (text === '' || text === 'null') return [] as Role[];
  const parts = text.split(',').map((part) => part.trim());
  const unknown = parts.filter((part) => !roles.includes(part as Role));
  if (unknown.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `roles must be 'null' or a comma-separated list of ${roles.join(', ')}.`,
    });
    return z.NEVER;
  }
  return [...new Set(parts as Role[])];
});

const excludeSchema = z
  .string()
  .transform((text) => (text === '' ? [] : text.split(',')))
  .pipe(
    z
      .array(userIdSchema.or(z.literal('')))
      .max(100, 'exclude lists at most 100 ids.')
      .transform((ids) => ids.filter(Boolean)),
  );

export const usersQuerySchema = z.object({
  from: wholeNumber('from', 0, 1_000_000).default(0),
  size: wholeNumber('size', 1, maxUserPageSize).default(defaultUserPageSize),
  sort: z.enum(userSorts, { error: () => `sort must be one of ${userSorts.join(', ')}.` }).default(defaultUserSort),
  roles: rolesSchema.default([]),
  q: z.string().trim().max(100, 'q must be at most 100 characters.').default(''),
  agentId: userIdSchema.optional(),
  exclude: excludeSchema.default([]),
  followUp: z
    .enum(followUpFilters, { error: () => `followUp must be one of ${followUpFilters.join(', ')}.` })
    .optional(),
});
export type UsersQuery = z.output<typeof usersQuerySchema>;

export const userParamsSchema = z.object({ id: userIdSchema });

/**
 * `PUT /users/{id}/agent` (ours, QA 75b M1): the agent whose contact the client becomes, or
 * null for none.
 */
export const agentAssignmentSchema = z.object({
  agentId: z.string({ error: "agentId must be an agent's id, or null for none." }).pipe(userIdSchema).nullable(),
});
export type AgentAssignment = z.output<typeof agentAssignmentSchema>;
