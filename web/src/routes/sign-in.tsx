import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { SignInCard } from '../features/auth/components/sign-in-card';
import { emailFromParam } from '../features/auth/email-param';
import { redirectSignedInHome } from '../features/auth/guards';
import { invitationFromLink } from '../features/auth/invitation-link';
import { notices } from '../features/auth/notices';
import { rememberedEmail } from '../features/auth/remembered-email';
import { returnPath } from '../lib/return-path';
import { booleanValue, textValue } from '../lib/route-params';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/sign-in')({
  head: () => pageHead('Sign In'),
  // `e`: an e-mail (plain or base64) that prefills and auto-submits; `i`: the invitation
  // link's token for that e-mail (DECISIONS row 33); `verified`: the code was just confirmed
  // on the verification page; `reset`: the password was just reset; `redirect`: the page of ours
  // that sent the visitor here, to go back to once signed in.
  validateSearch: (
    search: Record<string, unknown>,
  ): { e?: string; i?: string; verified?: boolean; reset?: boolean; redirect?: string } => ({
    e: textValue(search.e),
    i: textValue(search.i, 128),
    verified: booleanValue(search.verified),
    reset: booleanValue(search.reset),
    redirect: returnPath(search.redirect),
  }),
  beforeLoad: ({ context, search }) => redirectSignedInHome(context.queryClient, search.redirect),
  component: SignInPage,
});

function SignInPage() {
  const { e, i, verified, reset, redirect } = Route.useSearch();
  const navigate = useNavigate();
  const fromLink = emailFromParam(e);
  const goOn = useCallback(
    () => void (redirect ? navigate({ href: redirect, replace: true }) : navigate({ to: '/' })),
    [navigate, redirect],
  );
  return (
    <AuthLayout>
      <SignInCard
        initialEmail={fromLink ?? rememberedEmail()}
        autoSubmit={fromLink !== undefined || verified === true}
        invitation={invitationFromLink(e, i)}
        initialNotice={
          verified
            ? { tone: 'success', text: notices.verificationConfirmed }
            : reset
              ? { tone: 'success', text: notices.passwordReset }
              : null
        }
        onSignedIn={goOn}
        onNotMe={() => void navigate({ to: '/sign-in', search: redirect ? { redirect } : {}, replace: true })}
        onReturnToWebsite={() => void navigate({ to: '/neighbourhood/map' })}
      />
    </AuthLayout>
  );
}
