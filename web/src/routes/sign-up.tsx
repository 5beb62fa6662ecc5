import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { SignUpForm } from '../features/auth/components/sign-up-form';
import { redirectSignedInHome } from '../features/auth/guards';
import { invitationFromLink } from '../features/auth/invitation-link';
import { textValue } from '../lib/route-params';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/sign-up')({
  head: () => pageHead('Sign Up'),
  // The invitation link's `e` and `i` work here too: the address is prefilled and its token
  // goes with the sign-up (DECISIONS row 33); without them an invited address is refused.
  validateSearch: (search: Record<string, unknown>): { e?: string; i?: string } => ({
    e: textValue(search.e),
    i: textValue(search.i, 128),
  }),
  beforeLoad: ({ context }) => redirectSignedInHome(context.queryClient),
  component: SignUpPage,
});

/** Document 1 §4.4: a verified e-mail goes home, otherwise to the verification page. */
function SignUpPage() {
  const { e, i } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <AuthLayout>
      <SignUpForm
        invitation={invitationFromLink(e, i)}
        onSignedUp={(needsCode) => void navigate({ to: needsCode ? '/sign-up-verification' : '/' })}
      />
    </AuthLayout>
  );
}
