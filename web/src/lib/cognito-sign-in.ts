// Configures Amplify (lib/cognito.ts) before anything here runs.
import './cognito';

/**
 * Sign-in's share of Amplify (the SRP and challenge code), in a chunk of its own that the
 * sign-in page loads once the e-mail step is done.
 */
export { signIn, signOut } from 'aws-amplify/auth';
