import type { Route } from '../../lib/route';
import { fileRoutes as contactsFiles } from '../contacts/file-routes';
import { fileRoutes as invitationsFiles } from '../invitations/file-routes';

/** The contact files' routes (rows.ts): the exports and the contact import, as their slices bind them. */
export const routes: Route[] = [...contactsFiles, ...invitationsFiles];
