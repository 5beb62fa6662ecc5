// The layered build: Mantine's rules sit in @layer mantine, so our CSS modules override them.
import '@mantine/core/styles.layer.css';
// The site's focus ring, before the CSS modules, whose own focus rules refine it.
import './ui/focus.css';
// Before anything that parses: no eval under the Content-Security-Policy.
import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { WebConfig } from '@shared/web-config';
import { App } from './app';
import { hasStoredSession, loadCognito } from './lib/auth-session';
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
  // Amplify is configured when it loads (lib/cognito.ts); start that now if a session is stored.
  if (hasStoredSession()) void loadCognito();
  document.title = config.productName;

  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

void start(document.getElementById('root')!);
