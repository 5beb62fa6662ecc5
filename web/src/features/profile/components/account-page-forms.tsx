import { torontoDate } from '@shared/format/dates';
import { ownershipStatusNeeded, type UserProfile } from '@shared/profile';
import type { AccountForm as AccountFormPayload } from '@shared/profile-schemas';
import { AccountForm } from '../../../ui/profile-forms/account-form';
import { HomeOwnershipForm } from '../../../ui/profile-forms/home-ownership-form';
import { accountValues, homeOwnershipValues } from '../../../ui/profile-forms/profile-form-values';
import { typedDate } from '../../../ui/profile-forms/typed-date';
import { useUpdateMyProfile } from '../api/update-my-profile';
import { checkedProfileForm, validateAccountForm } from '../account-form-values';
import { useSaveProfile } from '../hooks/use-save-profile';

interface AccountPageFormProps {
  profile: UserProfile;
  /** Called after a successful save and on Cancel: either way edit mode ends. */
  onDone: () => void;
  /** The 409's Reload: fetches the profile and remounts the form with its latest values (`useFormReload`). */
  onReload: () => void;
}

/**
 * The edit side of the account page's "Account Details" (document 1 §5.3 "Account form"):
 * names, phone, date of birth and address, saved with `PUT /myprofile`.
 */
export function AccountPageAccountForm({ profile, onDone, onReload }: AccountPageFormProps) {
  const update = useUpdateMyProfile();
  return (
    <AccountForm<AccountFormPayload>
      layout={{
        label: 'Account Details',
        phone: 'optional',
        dob: true,
        addressLabel: 'Address',
        autoComplete: true,
      }}
      initial={accountValues(profile)}
      check={(values) => {
        // Only the fields this form shows: a rule broken by another one is the form's message.
        const { preferredContactMethod: _notShown, ...shown } = values;
        const result = validateAccountForm(shown, profile, torontoDate(new Date()));
        return result.success ? { success: true, payload: result.data } : result;
      }}
      save={{ run: (form) => update.mutateAsync(form), pending: update.isPending }}
      onDone={onDone}
      onReload={onReload}
    />
  );
}

/** The edit side of the account page's Home ownership (document 1 §2.7): status and purchase or lease date. */
export function AccountPageHomeOwnershipForm({ profile, onDone, onReload }: AccountPageFormProps) {
  const save = useSaveProfile();
  return (
    <HomeOwnershipForm
      initial={homeOwnershipValues(profile)}
      check={(values) => {
        const purchaseDate = typedDate(values.purchaseDate);
        if (!values.ownershipStats && purchaseDate)
          return { success: false, errors: {}, formError: ownershipStatusNeeded };
        const changes = { ...(values.ownershipStats && { ownershipStats: values.ownershipStats }), purchaseDate };
        const result = checkedProfileForm(profile, changes, torontoDate(new Date()));
        if (result.success) return { success: true, payload: changes };
        const issue = result.error.issues[0];
        return issue?.path[0] === 'purchaseDate'
          ? { success: false, errors: { purchaseDate: issue.message } }
          : { success: false, errors: {}, ...(issue && { formError: issue.message }) };
      }}
      save={{ run: (changes) => save.mutateAsync({ profile, changes }), pending: save.isPending }}
      onDone={onDone}
      onReload={onReload}
    />
  );
}
