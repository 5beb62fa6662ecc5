import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useInvitedName } from '../api/invited-name';
import { signUpWithEmail } from '../api/sign-up';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { useFormFields } from '../hooks/use-form-fields';
import { invitationTokenFor, type InvitationLink } from '../invitation-link';
import { notices } from '../notices';
import { rememberEmail } from '../remembered-email';
import type { SignInNotice } from '../sign-in-steps';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './new-password-fields';
import { NoticeText } from './notice-text';

const linkRefusedNotice: SignInNotice = { tone: 'warning', text: notices.invitationInvalid };

interface SignUpFormProps {
  /** After sign-up: `true` when the e-mail still needs its code (document 1 §4.4). */
  onSignedUp: (needsCode: boolean) => void;
  /** The invitation link's address (prefilled) and token, sent when signing up that address. */
  invitation?: InvitationLink;
}

/** The standalone sign-up page (document 1 §2.6): full name, e-mail, password, confirmation. */
export function SignUpForm({ onSignedUp, invitation }: SignUpFormProps) {
  const fields = useFormFields({ name: '', email: invitation?.email ?? '', password: '', passwordConfirmation: '' });
  const submit = useAuthSubmit({ reenableAfterSubmit: true });
  // The name the inviter typed, once the API has it: the invitee checks it rather than types it.
  // Asked only while the e-mail is the link's (the token is that address's alone).
  const invited = useInvitedName(invitationTokenFor(invitation, fields.values.email) ? invitation : undefined);
  const invitedName = invited.name;
  const { fill } = fields;
  useEffect(() => {
    if (invitedName) fill('name', invitedName);
  }, [invitedName, fill]);
  // The look-up's 404: the link's token is no longer the invitation's (resent, expired, used).
  // Said at once, with whom to ask, rather than after a sign-up the trigger refuses (QA 64 M1).
  const notice = submit.notice ?? (invited.linkRefused ? linkRefusedNotice : null);

  return (
    <AuthCard
      title="Sign Up"
      description="The site is invitation-only in beta: use the e-mail address you were invited with."
    >
      <form
        onSubmit={submit.submitForm('signUp', fields.values, fields.showErrors, async (details) => {
          const token = invitationTokenFor(invitation, details.email);
          const { needsCode } = await signUpWithEmail({ ...details, ...(token && { invitationToken: token }) });
          rememberEmail(details.email);
          onSignedUp(needsCode);
        })}
        noValidate
        aria-label="Sign Up"
      >
        <Stack gap="md">
          <TextInput label="Full name" autoComplete="name" size="md" {...fields.input('name')} />
          <TextInput label="Email" type="email" autoComplete="username" size="md" {...fields.input('email')} />
          <NewPasswordFields
            password={fields.field('password')}
            confirmation={fields.field('passwordConfirmation')}
            labels={['Password', 'Confirm password']}
          />
          <Button type="submit" size="md" fullWidth {...submit.submitButton}>
            Sign Up
          </Button>
          <NoticeText notice={notice} />
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to="/sign-in">
              Sign In
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
