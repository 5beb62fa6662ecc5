import * as z from 'zod';
import { agentDetailsFormSchema, testimonialSchema } from './agent-schemas';
import { contactMethods, headshotKeyPattern, ownershipStatuses } from './profile';
import { messages } from './validation/messages';
import { canadianPhone } from './validation/phone';
import { accountAddressSchema } from './profile-schemas';
import { optional, pastDate, personName } from './validation/rules-schemas';

/**
 * `PUT /profiles/{id}` (document 2 §2, §4, §5): one section of a profile, with the version of
 * that section the client read. Each section lists its own fields and nothing else, and only
 * those are written: roles, agent, e-mail and status are never a section's (no mass
 * assignment). Unknown fields are dropped by the parse. `today` is the Toronto date, for
 * "not in the future".
 */
// The section's version as read (`sectionVersions`): a count, so a fraction, a negative or a
// huge number is no version at all (QA 46b L4: each was told 'version is required.').
const versionInvalid = 'version must be the whole number the profile was read with.';
const version = z
  .number({ error: (issue) => (issue.input === undefined ? 'version is required.' : versionInvalid) })
  .int(versionInvalid)
  .nonnegative(versionInvalid)
  .max(Number.MAX_SAFE_INTEGER, versionInvalid);

export function profileSectionSchema(today: string) {
  return z.discriminatedUnion(
    'section',
    [
      z.object({
        section: z.literal('account'),
        version,
        firstName: personName(messages.firstNameRequired),
        lastName: personName(messages.lastNameRequired),
        phone: optional(canadianPhone),
        // The client form of document 2 §5: address at least 6, 'Date is invalid'.
        address: accountAddressSchema,
        dob: optional(pastDate(today, messages.dateInvalidClientForm)),
        preferredContactMethod: optional(z.enum(contactMethods)),
        /**
         * The stored key, or a fresh upload of the caller's (an agent or admin may set a
         * contact's picture); kept under the profile owner's prefix. Left out: unchanged.
         */
        headshot: optional(z.string().max(200).regex(headshotKeyPattern, 'Invalid image')),
      }),
      z.object({
        section: z.literal('homeOwnership'),
        version,
        ownershipStats: optional(z.enum(ownershipStatuses)),
        purchaseDate: optional(pastDate(today)),
      }),
      z.object({ section: z.literal('subscriptions'), version, receiveSoldReport: z.boolean() }),
      z.object({ section: z.literal('agent'), version, ...agentDetailsFormSchema.omit({ testimonials: true }).shape }),
      z.object({
        section: z.literal('testimonials'),
        version,
        testimonials: z.array(testimonialSchema).max(50, 'At most 50 testimonials.'),
      }),
    ],
    { error: () => 'section must be one of account, homeOwnership, subscriptions, agent, testimonials.' },
  );
}
export type ProfileSectionUpdate = z.output<ReturnType<typeof profileSectionSchema>>;
