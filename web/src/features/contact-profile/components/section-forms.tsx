import type { ManagedProfile } from '@shared/profile-sections';
import { ownershipStatusNeeded } from '@shared/profile';
import type { ProfileSectionUpdate } from '@shared/profile-sections-schemas';
import { messages } from '@shared/validation/messages';
import { AccountForm } from '../../../ui/profile-forms/account-form';
import { HomeOwnershipForm } from '../../../ui/profile-forms/home-ownership-form';
import { ContactPreferenceSelect } from '../../../ui/profile-forms/contact-preference-select';
import { accountValues, homeOwnershipValues, type AccountValues } from '../../../ui/profile-forms/profile-form-values';
import { typedDate } from '../../../ui/profile-forms/typed-date';
import type { FormCheck } from '../../../ui/profile-forms/use-profile-form';
import { checkSection } from '../check-section';
import { useSectionSave } from '../hooks/use-section-save';
import { isAgent, isCustomer, showsPhone } from '../section-values';

const accountFields = ['firstName', 'lastName', 'phone', 'address', 'dob', 'preferredContactMethod'] as const;

export interface SectionFormProps {
  profile: ManagedProfile;
  /** My profile (the caller's own) rather than a contact's Profile tab. */
  own: boolean;
  /** After a save, and on Cancel: the section goes back to its view. */
  onDone: () => void;
  /** After a 409: fetch the profile again and edit its latest values. */
  onReload: () => void;
}

/** A section's save (`PUT /profiles/{id}` with its `sectionVersions` entry), as the shared forms take it. */
function useSave(profile: ManagedProfile) {
  const save = useSectionSave(profile.id);
  return { run: (update: ProfileSectionUpdate) => save.mutateAsync(update), pending: save.isPending };
}

/**
 * Account details on the Profile tab and My profile (document 2 §2): names and phone for
 * everyone; for a customer also mailing address, date of birth and contact preference. The
 * phone is required on an agent's My profile, where only agents have one (document 2 §2, §5).
 * Fields the form does not show are sent as read.
 */
export function AccountSectionForm({ profile, own, onDone, onReload }: SectionFormProps) {
  const customer = isCustomer(profile);
  const phoneRequired = own && isAgent(profile);
  const save = useSave(profile);

  function check(values: AccountValues): FormCheck<AccountValues, ProfileSectionUpdate> {
    const checked = checkSection(
      {
        section: 'account',
        version: profile.sectionVersions.account,
        firstName: values.firstName,
        lastName: values.lastName,
        phone: showsPhone(profile, own) ? values.phone : profile.phone,
        // A customer's own fields; anyone else's are kept as stored.
        address: customer ? values.address : profile.address,
        dob: customer ? typedDate(values.dob) : profile.dob,
        preferredContactMethod: customer ? values.preferredContactMethod : profile.preferredContactMethod,
      },
      accountFields,
    );
    const missingPhone = phoneRequired && !values.phone.trim() ? messages.phoneRequired : undefined;
    if (checked.success && !missingPhone) return { success: true, payload: checked.update };
    return {
      success: false,
      errors: { ...(checked.success ? {} : checked.errors), ...(missingPhone && { phone: missingPhone }) },
      ...(!checked.success && checked.formError && { formError: checked.formError }),
    };
  }

  return (
    <AccountForm
      layout={{
        label: 'Account details',
        email: profile.email,
        phone: !showsPhone(profile, own) ? 'hidden' : phoneRequired ? 'required' : 'optional',
        dob: customer,
        ...(customer && { addressLabel: 'Mailing address' }),
        ...(customer && { contactPreference: ContactPreferenceSelect }),
        autoComplete: false,
      }}
      initial={accountValues(profile)}
      check={check}
      save={save}
      onDone={onDone}
      onReload={onReload}
    />
  );
}

/** Home ownership on a customer's Profile tab (document 2 §2): status and purchase or lease date. */
export function HomeOwnershipSectionForm({ profile, onDone, onReload }: SectionFormProps) {
  const save = useSave(profile);
  return (
    <HomeOwnershipForm
      initial={homeOwnershipValues(profile)}
      check={(values) => {
        const purchaseDate = typedDate(values.purchaseDate);
        if (!values.ownershipStats && purchaseDate)
          return { success: false, errors: {}, formError: ownershipStatusNeeded };
        const checked = checkSection(
          {
            section: 'homeOwnership',
            version: profile.sectionVersions.homeOwnership,
            ...(values.ownershipStats && { ownershipStats: values.ownershipStats }),
            purchaseDate,
          },
          ['purchaseDate'],
        );
        return checked.success ? { success: true, payload: checked.update } : checked;
      }}
      save={save}
      onDone={onDone}
      onReload={onReload}
    />
  );
}
