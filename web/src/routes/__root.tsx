import { useQuery, type QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, redirect, useLocation } from '@tanstack/react-router';
import { fullName } from '@shared/full-name';
import { useMyAgent } from '../features/agent/api/get-my-agent';
import { identityQueryOptions } from '../features/auth/api/get-identity';
import { useSession } from '../features/auth/hooks/use-session';
import { useSignOut } from '../features/auth/hooks/use-sign-out';
import { FeedbackTab } from '../features/feedback/components/feedback-tab';
import { useClaimPendingValuation } from '../features/home-valuation/hooks/use-claim-pending-valuation';
import { myProfileQueryOptions } from '../features/profile/api/get-my-profile';
import { usePageViews } from '../lib/analytics-events';
import { webConfig } from '../lib/web-config';
import type { ShellAgent, ShellUser } from '../ui/app-shell/shell-user';
import { SiteFrame } from '../ui/app-shell/site-frame';
import { NotFound } from '../ui/not-found';
import { useNewPage } from '../ui/use-new-page';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Who is signed in decides the header: asked for at once, without holding up the page's own
  // loaders (they send the stored session's token themselves, and the guards that need the
  // identity wait for it), nor failing the page when the API cannot be reached (the user then
  // looks signed out). The header's account slot keeps its place until it is known.
  beforeLoad: ({ context, location }) => {
    // `/home-valuation` is the valuations list, the default valuation page (document 3 §2.1; QA
    // 63a L1: the menu's "Home Valuations" was highlighted over a 404): here, not a route of its
    // own, which every page's first load would carry.
    if (/^\/home-valuation\/?$/.test(location.pathname))
      throw redirect({ to: '/home-valuation/$type', params: { type: 'property-valuation' }, replace: true });
    void context.queryClient.prefetchQuery(identityQueryOptions());
  },
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
  usePageViews(pathname);
  useNewPage();
  const session = useSession();
  const signOut = useSignOut();
  useClaimPendingValuation(session.status === 'signedIn');
  const isAdmin = session.roles.includes('admin');
  // The header's name and headshot, and "My Agent" (admins never see it); anonymous visitors
  // have no profile. A save on the account page or My profile updates this query, so the header
  // follows at once; the identity's name stands in until it is read.
  const profile = useQuery({ ...myProfileQueryOptions(), enabled: session.status === 'signedIn' });
  const profileName = profile.data ? fullName(profile.data) : '';
  // The hamburger menu's agent block (document 3 §2.2): clients who have one (an agent's
  // "my agent" is themselves, DECISIONS row 4, which the menu need not repeat).
  const isClient = !isAdmin && !session.roles.includes('agent');
  const myAgent = useMyAgent(session.status === 'signedIn' && isClient).data;
  const agent: ShellAgent | null = myAgent
    ? {
        id: myAgent.id,
        name: fullName(myAgent),
        email: myAgent.email,
        ...(myAgent.phone && { phone: myAgent.phone }),
        ...(myAgent.headshotUrl && { headshotUrl: myAgent.headshotUrl }),
      }
    : null;

  const user: ShellUser | null | undefined =
    session.status === 'loading'
      ? undefined
      : session.identity && {
          name: profileName || session.identity.name || session.identity.email,
          email: session.identity.email,
          roles: session.roles,
          hasAgent: Boolean(profile.data?.agentId),
          ...(profile.data?.headshotUrl && { headshotUrl: profile.data.headshotUrl }),
        };
  const { productName, brokerageName, brokerageUrl } = webConfig();

  return (
    <SiteFrame
      productName={productName}
      brokerage={{ name: brokerageName, url: brokerageUrl }}
      pathname={pathname}
      user={user}
      agent={agent}
      onSignOut={() => void signOut('/')}
      aside={<FeedbackTab />}
    >
      <Outlet />
    </SiteFrame>
  );
}
