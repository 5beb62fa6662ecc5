import type { UserProfile } from '@shared/profile';
import { accountFormSchema, type AccountForm, type AccountFormInput } from '@shared/profile-schemas';
import { accountValues } from '../../ui/profile-forms/profile-form-values';
import { typedDate } from '../../ui/profile-forms/typed-date';

/** What the account form edits, as typed: the date of birth in the mask MM/DD/YYYY. */
export interface AccountFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  dob: string;
}

export type AccountFormErrors = Partial<Record<keyof AccountFormValues, string>>;

export function accountFormValues(profile: UserProfile): AccountFormValues {
  const { preferredContactMethod: _shownElsewhere, ...values } = accountValues(profile);
  return values;
}

export type AccountFormResult =
  | { success: true; data: AccountForm }
  /** `formError`: a problem in a field this form does not show. */
  | { success: false; errors: AccountFormErrors; formError?: string };

/**
 * The whole form as `PUT /myprofile` takes it: the profile as read, with `changes` on top.
 * Every section of the account page saves this way, so a save never resets another
 * section's fields, and the sections' versions as read let the server refuse a stale write
 * (a section this save writes changed since: 409), as the dashboard's sections are. The
 * newsletter switches go only in `changes`: the server keeps switches left out and then does
 * not check the subscriptions section, so a switch changed elsewhere (an agent, an unsubscribe
 * link) neither refuses a save of the other fields nor is set back by it.
 */
export function profileForm(profile: UserProfile, changes: Partial<AccountFormInput> = {}): AccountFormInput {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    address: profile.address,
    dob: profile.dob,
    ownershipStats: profile.ownershipStats,
    purchaseDate: profile.purchaseDate,
    preferredContactMethod: profile.preferredContactMethod,
    headshot: profile.headshot,
    sectionVersions: profile.sectionVersions,
    ...changes,
  };
}

/** A section's save: the whole form (the profile as read, `changes` on top) checked with the shared account schema. */
export function checkedProfileForm(profile: UserProfile, changes: Partial<AccountFormInput>, today: string) {
  return accountFormSchema(today).safeParse(profileForm(profile, changes));
}

/** Validates the account form with the shared account schema (the API parses the same one). */
export function validateAccountForm(values: AccountFormValues, profile: UserProfile, today: string): AccountFormResult {
  const result = accountFormSchema(today).safeParse(
    profileForm(profile, {
      firstName: values.firstName,
      lastName: values.lastName,
      phone: values.phone,
      address: values.address,
      dob: typedDate(values.dob),
    }),
  );
  if (result.success) return { success: true, data: result.data };
  const errors: AccountFormErrors = {};
  let formError: string | undefined;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values) errors[field as keyof AccountFormValues] ??= issue.message;
    else formError ??= issue.message;
  }
  return { success: false, errors, formError };
}
