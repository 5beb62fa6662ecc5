import { createServiceHandler } from '../lib/http/service';
import { routes } from './routes';

export const handler = createServiceHandler('home-value', routes);
