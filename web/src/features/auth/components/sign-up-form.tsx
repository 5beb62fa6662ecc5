import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toAuthFailure } from '../api/auth-failure';
import { signUpWithEmail, type SignUpDetails } from '../api/sign-up';
import { useFormChecks } from '../hooks/use-form-checks';
import { invitationTokenFor, type InvitationLink } from '../invitation-link';
import { rememberEmail } from '../remembered-email';
import type { SignInNotice } from '../sign-in-steps';
import { AuthCard } from './auth-card';
import { NoticeText } from './notice-text';
import { StrongPasswordInput } from '../../../ui/strong-password-input';

/** Document 1 §9: the submit button re-enables 1 second after a submission. */
export const reenableAfterMs = 1000;

interface SignUpFormProps {
  /** After sign-up: `true` when the e-mail still needs its code (document 1 §4.4). */
  onSignedUp: (needsCode: boolean) => void;
  /** The invitation link's address (prefilled) and token, sent when signing up that address. */
  invitation?: InvitationLink;
}

const empty = { name: '', email: '', password: '', passwordConfirmation: '' };

/** The standalone sign-up page (document 1 §2.6): full name, e-mail, password, confirmation. */
export function SignUpForm({ onSignedUp, invitation }: SignUpFormProps) {
  const [values, setValues] = useState({ ...empty, email: invitation?.email ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<SignInNotice | null>(null);
  const [disabled, setDisabled] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const checks = useFormChecks();

  const field = (name: keyof typeof empty) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: '' }));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    checks.withChecks(({ authForms, checkForm }) => {
      const result = checkForm(authForms.signUp, values);
      if (!result.ok) return setErrors(result.errors);
      void signUp(result.data);
    });
  }

  async function signUp(details: SignUpDetails) {
    setDisabled(true);
    timer.current = setTimeout(() => setDisabled(false), reenableAfterMs);
    try {
      const token = invitationTokenFor(invitation, details.email);
      const { needsCode } = await signUpWithEmail({ ...details, ...(token && { invitationToken: token }) });
      rememberEmail(details.email);
      onSignedUp(needsCode);
    } catch (error) {
      setNotice({ tone: 'warning', text: toAuthFailure(error).message });
    }
  }

  const name = field('name');
  const email = field('email');
  const password = field('password');
  const confirmation = field('passwordConfirmation');
  return (
    <AuthCard
      title="Sign Up"
      description="The site is invitation-only in beta: use the e-mail address you were invited with."
    >
      <form onSubmit={submit} noValidate aria-label="Sign Up">
        <Stack gap="md">
          <TextInput
            label="Full name"
            autoComplete="name"
            size="md"
            {...name}
            onChange={(e) => name.onChange(e.currentTarget.value)}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            size="md"
            {...email}
            onChange={(e) => email.onChange(e.currentTarget.value)}
          />
          <StrongPasswordInput label="Password" {...password} />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            size="md"
            {...confirmation}
            onChange={(e) => confirmation.onChange(e.currentTarget.value)}
          />
          <Button type="submit" size="md" fullWidth disabled={disabled} loading={checks.waiting}>
            Sign Up
          </Button>
          <NoticeText notice={checks.failedNotice ?? notice} />
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
