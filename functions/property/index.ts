import { createServiceHandler } from '../lib/http/service';
import { accountStanding } from '../user/published';
import { routes } from './routes';

export const handler = createServiceHandler('property', routes, { readStanding: accountStanding });
