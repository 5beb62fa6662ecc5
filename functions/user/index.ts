import { createServiceHandler } from '../lib/http/service';
import { accountStanding } from './published-reads';
import { routes } from './routes';

export const handler = createServiceHandler('user', routes, { readStanding: accountStanding });
