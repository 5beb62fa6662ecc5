import type { ContactMethod, OwnershipStatus } from '@shared/profile';
import { isoToUsDate } from '@shared/validation/rules';

/*
 * What the profile forms edit, as typed, read from a profile: the account page's own
 * (`GET /myprofile`) or a dashboard profile (`GET /profiles/{id}`), which both hold these
 * fields. Dates are typed in the mask mm/dd/yyyy. No zod here: the checks come with the forms'
 * callers.
 */

/** The fields both forms read, as both profiles hold them. */
export interface EditableProfile {
  firstName: string;
  lastName: string;
  phone?: string;
  address?: string;
  dob?: string;
  preferredContactMethod: ContactMethod;
  ownershipStats?: OwnershipStatus;
  purchaseDate?: string;
}

export const contactMethodLabels: Record<ContactMethod, string> = { email: 'Email', SMS: 'SMS', phone: 'Phone' };

export interface AccountValues {
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  dob: string;
  preferredContactMethod: ContactMethod;
}

export function accountValues(profile: EditableProfile): AccountValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ?? '',
    address: profile.address ?? '',
    dob: profile.dob ? isoToUsDate(profile.dob) : '',
    preferredContactMethod: profile.preferredContactMethod,
  };
}

export interface HomeOwnershipValues {
  /** '' while none is stored or chosen. */
  ownershipStats: OwnershipStatus | '';
  purchaseDate: string;
}

/**
 * The form as stored: no status chosen when none is stored (QA 70a N2: "I own my home" was
 * chosen for an owner who had said nothing, and Save recorded it).
 */
export function homeOwnershipValues(profile: EditableProfile): HomeOwnershipValues {
  return {
    ownershipStats: profile.ownershipStats ?? '',
    purchaseDate: profile.purchaseDate ? isoToUsDate(profile.purchaseDate) : '',
  };
}
