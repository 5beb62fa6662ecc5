import { createServiceHandler } from '../lib/http/service';
import { accountStanding } from '../user/published-reads';
import { routes } from './routes';

export const handler = createServiceHandler('home-value', routes, { readStanding: accountStanding });
