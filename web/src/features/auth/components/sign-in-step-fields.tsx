import { Anchor, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { SignInNotice, SignInStep } from '../sign-in-steps';
import { VerificationCodeInput } from './auth-fields';
import { NewPasswordFields } from './new-password-fields';
import { PasswordInput } from '../../../ui/password-input';
import type { StepErrors, StepValues } from './sign-in-step-values';

interface StepFieldsProps {
  step: SignInStep;
  /** The address the card holds: "Forgot your password?" carries it to the reset page (QA 45c L4). */
  email: string;
  password: string;
  values: StepValues;
  errors: StepErrors;
  /** The card's notice: a refused code is the code field's message (`VerificationCodeInput`). */
  notice: SignInNotice | null;
  busy: boolean;
  onPassword: (value: string) => void;
  onChange: (values: Partial<StepValues>) => void;
  onResend: () => void;
}

/** Step by step, what the card asks for besides the e-mail (document 1 §2.5). */
export function StepFields({
  step,
  email,
  password,
  values,
  errors,
  notice,
  busy,
  onPassword,
  onChange,
  onResend,
}: StepFieldsProps) {
  const passwordField = { name: 'password', value: password, error: errors.password, onChange: onPassword };
  const confirmationField = {
    name: 'passwordConfirmation',
    value: values.passwordConfirmation,
    error: errors.passwordConfirmation,
    onChange: (passwordConfirmation: string) => onChange({ passwordConfirmation }),
  };
  switch (step) {
    case 'signIn':
      return (
        <Stack gap="sm">
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            size="md"
            value={password}
            error={errors.password}
            autoFocus
            onChange={(event) => onPassword(event.currentTarget.value)}
          />
          <Group justify="space-between" gap="xs">
            <Checkbox
              label="Remember me"
              name="rememberMe"
              checked={values.rememberMe}
              onChange={(event) => onChange({ rememberMe: event.currentTarget.checked })}
            />
            <Anchor
              renderRoot={(props) => <Link {...props} to="/reset-password" search={email ? { e: email } : {}} />}
              size="sm"
            >
              Forgot your password?
            </Anchor>
          </Group>
        </Stack>
      );
    case 'signUp':
      return (
        <Stack gap="sm">
          <Text size="sm">You are invited. Choose a password to create your account.</Text>
          <TextInput
            label="Full name"
            name="name"
            autoComplete="name"
            size="md"
            value={values.name}
            error={errors.name}
            // The name the inviter typed, when it came with the step: the password is what is left.
            autoFocus={!values.name}
            onChange={(event) => onChange({ name: event.currentTarget.value })}
          />
          <NewPasswordFields
            password={passwordField}
            confirmation={confirmationField}
            labels={['Password', 'Confirm password']}
            autoFocus={Boolean(values.name)}
          />
        </Stack>
      );
    case 'newPassword':
      return (
        <Stack gap="sm">
          <Text size="sm">Please choose a new password for your account.</Text>
          <NewPasswordFields password={passwordField} confirmation={confirmationField} autoFocus />
        </Stack>
      );
    case 'verificationCode':
      return (
        <Stack gap="sm">
          {/* Not beside the spec's green "The confirmation code is sent…": said twice (QA 77b L5). */}
          {notice?.tone !== 'success' && (
            <Text size="sm">We e-mailed you a verification code. Enter it to confirm your address.</Text>
          )}
          <VerificationCodeInput
            field={{
              name: 'verificationCode',
              value: values.verificationCode,
              error: errors.verificationCode,
              onChange: (verificationCode) => onChange({ verificationCode }),
            }}
            refusal={notice}
          />
          <Anchor component="button" type="button" size="sm" ta="left" disabled={busy} onClick={onResend}>
            Resend code
          </Anchor>
        </Stack>
      );
    case 'waitList':
      return (
        <Text size="sm">
          This e-mail address has not been invited yet. The site is invitation-only while in beta: join our waitlist and
          we will let you know as soon as we can welcome you.
        </Text>
      );
    case 'waitListAccepted':
      return (
        <Text size="sm">
          Thank you! You are on our waitlist, and we will e-mail you as soon as your invitation is ready. In the
          meantime, explore the neighbourhood map.
        </Text>
      );
    case 'waitListExists':
      return <Text size="sm">We will e-mail you as soon as your invitation is ready.</Text>;
    case 'email':
      return null;
  }
}
