import { parseArgs } from 'node:util';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

/**
 * `npm run first-admin -- --user-pool-id ID --user-table NAME --email ADDRESS --first-name NAME
 * --last-name NAME`: a deployment's first admin (first-admin.ts), with the AWS credentials and
 * region of the shell (ca-central-1 unless `AWS_REGION` says otherwise). The ids are the
 * stateful stack's outputs `UserPoolId` and `UserTableName`.
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
process.env.AWS_REGION ??= 'ca-central-1';
// The user service's repository reads its table from here, as in its Lambda.
process.env.USER_TABLE = userTable;
const { createFirstAdmin } = await import('./first-admin');
const cognito = new CognitoIdentityProviderClient({ region: process.env.AWS_REGION });
try {
  const { sub, created } = await createFirstAdmin({ cognito, userPoolId, email, firstName, lastName, now: new Date() });
  console.log(
    created
      ? `${email} is an admin (${sub}): Cognito has mailed them a temporary password, which their first sign-in replaces.`
      : `${email} was an admin already (${sub}); nothing changed.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
