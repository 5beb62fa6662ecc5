import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { getProfile, putNewProfile } from '../../functions/user/accounts/profile-repository';
import { poolUserOf } from './pool-user';

export interface FirstAdmin {
  cognito: CognitoIdentityProviderClient;
  userPoolId: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Cognito mails a temporary password it makes, unless one is given here (tests). */
  temporaryPassword?: string;
  now: Date;
}

/** What a run did: made the Cognito user, wrote the profile, mailed the temporary password again. */
export interface FirstAdminOutcome {
  sub: string;
  createdUser: boolean;
  wroteProfile: boolean;
  resentPassword: boolean;
}

/**
 * A deployment's first admin (README "Deploy", step 6; `npm run first-admin`): the Cognito user,
 * mailed a temporary password that the first sign-in replaces; the `admin` group; and the
 * profile item a sign-up would have written, with its index keys, through the user service's
 * own repository (a profile typed into the console lacked them: the admin was missing from the
 * users list and from every lookup by e-mail). Run again, it does what is missing: the profile a
 * first run could not write, the temporary password mailed again to an admin who never signed
 * in (it expires after 7 days). An address whose account is not an admin's is refused and left as
 * it is (roles change in the dashboard).
 */
export async function createFirstAdmin(options: FirstAdmin): Promise<FirstAdminOutcome> {
  const { cognito, userPoolId } = options;
  const email = options.email.trim().toLowerCase();
  const existing = await poolUserOf(cognito, userPoolId, email);
  const profile = existing ? await getProfile(existing.sub) : undefined;
  if (profile && !profile.roles.includes('admin')) {
    throw new Error(
      `${email} already has an account, as a ${profile.roles.join(' and ')}: an admin changes its roles in the dashboard.`,
    );
  }
  const temporaryPassword = options.temporaryPassword && { TemporaryPassword: options.temporaryPassword };
  const resentPassword = existing?.status === 'FORCE_CHANGE_PASSWORD';
  if (!existing || resentPassword) {
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: email,
        DesiredDeliveryMediums: ['EMAIL'],
        ...temporaryPassword,
        ...(existing
          ? { MessageAction: 'RESEND' }
          : {
              UserAttributes: [
                { Name: 'email', Value: email },
                { Name: 'email_verified', Value: 'true' },
                { Name: 'name', Value: `${options.firstName} ${options.lastName}` },
              ],
            }),
      }),
    );
  }
  const sub = existing?.sub ?? (await poolUserOf(cognito, userPoolId, email))?.sub;
  if (!sub) throw new Error(`The user pool did not keep ${email}.`);
  await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: 'admin' }));
  if (!profile) {
    await putNewProfile({
      id: sub,
      email,
      firstName: options.firstName,
      lastName: options.lastName,
      roles: ['admin'],
      preferredContactMethod: 'email',
      receiveEmail: true,
      receiveSoldReport: true,
      createdAt: options.now.toISOString(),
    });
  }
  return { sub, createdUser: !existing, wroteProfile: !profile, resentPassword };
}
