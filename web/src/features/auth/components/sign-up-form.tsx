import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fieldErrors, signUpFormSchema } from '@shared/auth';
import { toAuthFailure } from '../api/auth-failure';
import { signUpWithEmail } from '../api/sign-up';
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
}

const empty = { name: '', email: '', password: '', passwordConfirmation: '' };

/** The standalone sign-up page (document 1 §2.6): full name, e-mail, password, confirmation. */
export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<SignInNotice | null>(null);
  const [disabled, setDisabled] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const field = (name: keyof typeof empty) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: '' }));
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const result = signUpFormSchema.safeParse(values);
    if (!result.success) return setErrors(fieldErrors(result.error));
    setDisabled(true);
    timer.current = setTimeout(() => setDisabled(false), reenableAfterMs);
    try {
      const { needsCode } = await signUpWithEmail(result.data);
      rememberEmail(result.data.email);
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
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Sign Up">
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
          <Button type="submit" size="md" fullWidth disabled={disabled}>
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
