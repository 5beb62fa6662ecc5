import { firstErrors, type FieldIssue } from '@shared/first-errors';
import { torontoDate } from '@shared/format/dates';
import type { ContactMethod, OwnershipStatus } from '@shared/profile';
import type { Role } from '@shared/roles';
import { usDateToIso } from '@shared/validation/rules';
import type { InvitePayload } from './api/send-invite';

/**
 * The invite form's values (document 2 §2 "Invite new user", §3 "Invite payload") and their
 * check with the schema `POST /invite/{role}` parses (shared/invite-schemas.ts, the messages of
 * document 2 §5): the rules are written once, there.
 */
export interface InviteFormValues {
  role: Role;
  /** The assigned agent's id for a contact; '' is unassigned. */
  agent: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** The uploaded picture's `uploads/…` key; '' when none. */
  headshot: string;
  address: string;
  /** As typed, mm/dd/yyyy. */
  dob: string;
  preferredContactMethod: ContactMethod;
  /** '' when not given. */
  ownershipStats: OwnershipStatus | '';
  /** As typed, mm/dd/yyyy. */
  purchaseDate: string;
  website: string;
  logo: string;
  jobDescription: string;
  aboutMe: string;
  instagram: string;
  linkedin: string;
  facebook: string;
  twitter: string;
  testimonials: string[];
}

/** Document 2 §3 "Role values": labelled Contact, Agent, Admin. */
export const roleOptions: { value: Role; label: string }[] = [
  { value: 'client', label: 'Contact' },
  { value: 'agent', label: 'Agent' },
  { value: 'admin', label: 'Admin' },
];

/** The empty form: a contact, by e-mail (document 2 §9 "Default contact preference: email"). */
export function emptyInvite(agent = ''): InviteFormValues {
  return {
    role: 'client',
    agent,
    email: '',
    firstName: '',
    lastName: '',
    phone: '',
    headshot: '',
    address: '',
    dob: '',
    preferredContactMethod: 'email',
    ownershipStats: '',
    purchaseDate: '',
    website: '',
    logo: '',
    jobDescription: '',
    aboutMe: '',
    instagram: '',
    linkedin: '',
    facebook: '',
    twitter: '',
    testimonials: [],
  };
}

/** A date typed as mm/dd/yyyy as the wire wants it; one that does not fit is passed as typed, so the schema refuses it. */
function wireDate(value: string): string {
  return value.trim() ? (usDateToIso(value) ?? value) : '';
}

/** Each role's fields only: an admin has no phone, only a contact an agent and an address. */
function bodyOf(values: InviteFormValues): Record<string, unknown> {
  const person = {
    email: values.email,
    firstName: values.firstName,
    lastName: values.lastName,
    headshot: values.headshot,
  };
  if (values.role === 'admin') return person;
  if (values.role === 'agent') {
    const { phone, website, logo, jobDescription, aboutMe, instagram, linkedin, facebook, twitter } = values;
    return {
      ...person,
      ...{ phone, website, logo, jobDescription, aboutMe, instagram, linkedin, facebook, twitter },
      testimonials: values.testimonials,
    };
  }
  return {
    ...person,
    phone: values.phone,
    address: values.address,
    dob: wireDate(values.dob),
    preferredContactMethod: values.preferredContactMethod,
    ownershipStats: values.ownershipStats,
    purchaseDate: wireDate(values.purchaseDate),
    agent: values.agent,
  };
}

/** A field's name, or `testimonials.{index}` for one testimonial. */
export type InviteFieldErrors = Record<string, string>;

export type InviteCheck = { success: true; payload: InvitePayload } | { success: false; errors: InviteFieldErrors };

/*
 * The shared zod schemas (with libphonenumber's metadata) are not part of the page's first load:
 * they are fetched as soon as the form shows (`preloadInviteChecks`), so they are there by the
 * first Send Invite.
 */
const loadSchemas = () => import('@shared/invite-schemas');
let loading: ReturnType<typeof loadSchemas> | undefined;

function schemas() {
  loading ??= loadSchemas().catch((error: unknown) => {
    // The next Send Invite tries again.
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Starts fetching the checks while the form shows. */
export function preloadInviteChecks(): void {
  schemas().catch(() => undefined);
}

/** The form checked as the server will check it; `today` is the Toronto date. */
export async function checkInvite(
  values: InviteFormValues,
  today: string = torontoDate(new Date()),
): Promise<InviteCheck> {
  const result = (await schemas()).inviteSchemas(today)[values.role].safeParse(bodyOf(values));
  if (result.success) return { success: true, payload: { role: values.role, body: result.data } as InvitePayload };
  return { success: false, errors: fieldErrorsOf(result.error.issues) };
}

/** The first message of each field; a testimonial's at `testimonials.{index}`. */
export function fieldErrorsOf(issues: readonly FieldIssue[]): InviteFieldErrors {
  return firstErrors(issues, ([field, index]) =>
    field === 'testimonials' && typeof index === 'number' ? `testimonials.${index}` : String(field),
  );
}

/** What each group of fields gets from the form. */
export interface InviteFieldsProps {
  values: InviteFormValues;
  errors: InviteFieldErrors;
  set: <K extends keyof InviteFormValues>(field: K, value: InviteFormValues[K]) => void;
}
