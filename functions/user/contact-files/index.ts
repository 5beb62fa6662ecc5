import { createServiceHandler } from '../../lib/http/service';
import { accountStanding } from '../published';
import { routes } from './routes';

export const handler = createServiceHandler('user-files', routes, { readStanding: accountStanding });
