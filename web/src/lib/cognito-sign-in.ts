// Configures Amplify (lib/cognito.ts) before anything here runs.
export { chooseSessionStore } from './cognito';

/**
 * The auth pages' share of Amplify (sign-in and its challenges, sign-up, password reset), in
 * a chunk of its own that those pages load when they need it.
 */
export {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from 'aws-amplify/auth';
