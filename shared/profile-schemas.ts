import * as z from 'zod';
import { agentDetailsFormSchema } from './agent-schemas';
import { contactMethods, headshotKeyPattern, ownershipStatuses, profileSections, type ProfileSection } from './profile';
import { messages } from './validation/messages';
import { canadianPhone } from './validation/phone';
import { optional, pastDate, personName, plainLine } from './validation/rules-schemas';

/*
 * The profile's zod schemas. Kept apart from the profile's type, choices and labels
 * (profile.ts), which the account page's read views import without needing zod or
 * libphonenumber.
 */

const headshotKey = z.string().max(200).regex(headshotKeyPattern, 'Invalid image');

const sectionVersionMessage = "Each section's version must be a whole number, 0 or more.";
const sectionVersion = z
  .number({ error: sectionVersionMessage })
  .int(sectionVersionMessage)
  .nonnegative(sectionVersionMessage);

/** The versions of a profile's sections as the client read them (`UserProfile.sectionVersions`). */
const sectionVersionsSchema = z.object(
  Object.fromEntries(profileSections.map((section) => [section, sectionVersion])) as Record<
    ProfileSection,
    typeof sectionVersion
  >,
);

/** A client's mailing address (the account form and the client form: at least 6), one line. */
export const accountAddressSchema = optional(
  plainLine(z.string().trim().min(6, messages.addressMinSix).max(300), messages.addressCharacters),
);

/**
 * The account form of document 1 §5.3 (`PUT /myprofile`). Only these fields are ever
 * written by the caller; `email`, `roles`, `agentId` and the rest are the server's.
 * `today` is the caller's date in Toronto (YYYY-MM-DD), so "not in the future" stays pure.
 */
export function accountFormSchema(today: string) {
  return z.object({
    firstName: personName(messages.firstNameRequired),
    lastName: personName(messages.lastNameRequired),
    phone: optional(canadianPhone),
    address: accountAddressSchema,
    dob: optional(pastDate(today)),
    ownershipStats: optional(z.enum(ownershipStatuses)),
    purchaseDate: optional(pastDate(today)),
    preferredContactMethod: optional(z.enum(contactMethods)).transform((v) => v ?? 'email'),
    /**
     * Newsletter consent (CASL): omitted means "unchanged", never "subscribed". The form
     * saves an existing profile only; a sign-up creates it with the defaults.
     */
    receiveEmail: z.boolean().optional(),
    receiveSoldReport: z.boolean().optional(),
    headshot: optional(headshotKey),
    /** Agents and admins only: the agent details of their page (document 1 §5.3 "Agent form"). */
    agent: agentDetailsFormSchema.optional(),
    /**
     * The sections' versions the client read (`GET /myprofile`): the save is refused (409) if a
     * section it writes changed since, instead of overwriting that edit. A section it does not
     * write, and a write that is no form field (a follow-up, the archive mark), never refuse it.
     * Left out: no condition.
     */
    sectionVersions: sectionVersionsSchema.optional(),
    /**
     * The former profile-wide version, which a web bundle older than the sections' versions
     * still sends: such a save is refused (409, reload), never run unconditioned. For one
     * release; never written.
     */
    version: z.unknown().optional(),
  });
}
export type AccountForm = z.output<ReturnType<typeof accountFormSchema>>;
export type AccountFormInput = z.input<ReturnType<typeof accountFormSchema>>;

/**
 * `PUT /subscription` (document 1 §7.1): the newsletter switches of one user. `uid` is the
 * signed-in user's own id (the e-mail unsubscribe link's signed token is DECISIONS row 13).
 */
export const subscriptionSchema = z.object({
  uid: z.string().trim().min(1, messages.required).max(200),
  receiveEmail: z.boolean(),
  receiveSoldReport: z.boolean(),
});
export type Subscription = z.output<typeof subscriptionSchema>;
