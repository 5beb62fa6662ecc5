import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { webConfig } from './web-config';

/**
 * Amplify, configured from `/config.json`. Only ever loaded through `loadCognito()` (see
 * auth-session.ts): an anonymous first visit does not download it at all. Sign-in imports
 * `signIn` itself, after this module has configured Amplify, so its SRP code stays in the
 * sign-in page's chunk.
 */
const config = webConfig();
Amplify.configure({
  Auth: {
    Cognito: {
      userPoolId: config.userPoolId,
      userPoolClientId: config.userPoolClientId,
      // Locally: cognito-local over http. Absent in AWS.
      ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
      loginWith: { email: true },
    },
  },
});

export { fetchAuthSession, signOut };
