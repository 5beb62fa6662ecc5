// The layered build: Mantine's rules sit in @layer mantine, so our CSS modules override them.
import './ui/mantine-styles';
// The site's focus ring, before the CSS modules, whose own focus rules refine it.
import './ui/focus.css';
import './ui/buttons.css';
import './ui/text.css';
// Before anything that parses: no eval under the Content-Security-Policy.
import './lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { WebConfig } from '@shared/web-config';
import { App } from './app';
import { identityQueryOptions } from './features/auth/api/get-identity';
import { createQueryClient } from './lib/query-client';
import { loadWebConfig } from './lib/web-config';
import { createAppRouter } from './router';

async function start(root: HTMLElement) {
  let config: WebConfig;
  try {
    config = await loadWebConfig();
  } catch (error) {
    console.error(error);
    root.textContent = 'The site could not load its settings. Please try again in a moment.';
    return;
  }
  document.title = config.productName;

  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  // The page's code and data load while the prerendered frame is on screen (web/prerender);
  // the page is then drawn once, over it, instead of a spinner first. A failed load is the
  // router's to show (its matches hold the error).
  await router.load().catch((error: unknown) => console.error(error));
  // Who is signed in was asked for beside the page's data (routes/__root.tsx): the page is
  // drawn once it is known, so a signed-in user's header and buttons do not arrive after it.
  await queryClient.ensureQueryData(identityQueryOptions()).catch(() => null);
  const app = createRoot(root);
  // A transition: React draws the page in slices, yielding to the browser between them,
  // instead of one long task that holds up a tap.
  startTransition(() =>
    app.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    ),
  );
}

void start(document.getElementById('root')!);
