import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signOut, updatePassword } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { defaultStorage, sessionStorage } from 'aws-amplify/utils';
import { keepsSession } from './session-persistence';
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

/** Where the tokens live: this tab only, unless the user chose "Remember me" (session-persistence.ts). */
export function chooseSessionStore(keep: boolean): void {
  cognitoUserPoolsTokenProvider.setKeyValueStorage(keep ? defaultStorage : sessionStorage);
}
chooseSessionStore(keepsSession());

export { fetchAuthSession, signOut, updatePassword };
