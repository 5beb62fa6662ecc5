import * as z from 'zod';
import { roles } from './roles';

/** `GET /identity` (document 1 §3 "Identity"). */
export const identitySchema = z.object({
  sub: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  roles: z.array(z.enum(roles)),
});
export type Identity = z.infer<typeof identitySchema>;
