import { userParamsSchema } from '@shared/users-schemas';
import { accepted, route } from '../route';
import type { DeletionAccepted } from './answers';
import { contact, staff } from './targets';

/** Deleting a user (document 2 §4; functions/user/README.md "Deleting a user"). */
export const deletion = {
  // An agent their contacts, an admin anyone but themselves; carried on by a job (deletion.ts).
  deleteUser: route({
    method: 'DELETE',
    path: '/users/{id}',
    params: userParamsSchema,
    answer: accepted<DeletionAccepted>(),
    access: staff,
    owner: contact,
    spec: '2 §7',
  }),
};
