import { parseArgs } from 'node:util';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

/**
 * `npm run first-admin -- --user-pool-id ID --user-table NAME --email ADDRESS --first-name NAME
 * --last-name NAME`: a deployment's first admin (first-admin.ts), with the AWS credentials of the
 * shell, in the user pool's region. The ids are the stateful stack's outputs `UserPoolId` and
 * `UserTableName`.
 */
const usage =
  'Usage: npm run first-admin -- --user-pool-id ID --user-table NAME --email ADDRESS --first-name NAME --last-name NAME';
const { values } = parseArgs({
  options: {
    'user-pool-id': { type: 'string' },
    'user-table': { type: 'string' },
    email: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
});
const [userPoolId, userTable, email, firstName, lastName] = [
  values['user-pool-id'],
  values['user-table'],
  values.email,
  values['first-name'],
  values['last-name'],
].map((value) => value?.trim());
if (!userPoolId || !userTable || !email || !firstName || !lastName || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error(usage);
  process.exit(2);
}
// The pool's region, whatever the shell's (ca-central-1_AbC123 is in ca-central-1).
process.env.AWS_REGION = userPoolId.split('_')[0];
// The user service's repository reads its table from here, as in its Lambda.
process.env.USER_TABLE = userTable;
const { createFirstAdmin } = await import('./first-admin');
const cognito = new CognitoIdentityProviderClient({ region: process.env.AWS_REGION });
try {
  const done = await createFirstAdmin({ cognito, userPoolId, email, firstName, lastName, now: new Date() });
  const lines = [
    done.createdUser &&
      `Made ${email} (${done.sub}): Cognito has mailed a temporary password, which the first sign-in replaces.`,
    done.resentPassword && `${email} has not signed in yet: Cognito has mailed a new temporary password.`,
    done.wroteProfile && `Wrote ${email}'s admin profile to ${userTable}.`,
  ].filter(Boolean);
  console.log(lines.length > 0 ? lines.join('\n') : `${email} is an admin already (${done.sub}); nothing changed.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
