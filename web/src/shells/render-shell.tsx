import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { brandingPlaceholder } from '../../prerender/shell-routes';
import { SiteFrame } from '../ui/app-shell/site-frame';
import { theme } from '../ui/theme';
import { shellFrames, type ShellFrameName } from './shell-frames';

/**
 * A prerendered page's markup (web/prerender/plugin.ts runs this at build time, in Node): the
 * site's frame as a visitor sees it before anything is known (the account slot holds "Sign
 * In", hidden while a session is stored), around the page's own frame, without data. The
 * branding stays as placeholders, filled in where the file is served (shell-routes.ts).
 */
export function renderShell(name: ShellFrameName): string {
  const { pathname, frame } = shellFrames[name];
  // The links need a router to build their addresses; no route of the app is loaded here.
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: [pathname] }),
  });
  return renderToString(
    <MantineProvider theme={theme} defaultColorScheme="light">
      {/* For the frames' hooks; nothing is fetched while rendering on the server. */}
      <QueryClientProvider client={new QueryClient()}>
        <RouterContextProvider router={router}>
          {/*
           * Inert: nothing in it takes a tap or a key until the app has replaced it (a second
           * or so): what is typed would be lost, and its buttons would do nothing.
           */}
          <div data-shell inert>
            <SiteFrame
              productName={brandingPlaceholder('productName')}
              brokerage={{ name: brandingPlaceholder('brokerageName'), url: brandingPlaceholder('brokerageUrl') }}
              pathname={pathname}
              user={null}
              onSignOut={() => undefined}
            >
              {frame()}
            </SiteFrame>
          </div>
        </RouterContextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
