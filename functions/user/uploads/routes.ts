import { uploads } from '@shared/contract/user/uploads';
import { bind } from '../../lib/http/handle';
import type { Route } from '../../lib/route';
import { postUpload } from './handlers/uploads';

/** The routes of uploads of pictures (shared/contract/user/uploads.ts), bound to their handlers. */
export const routes: Route[] = bind(uploads, {
  requestUpload: postUpload,
});
