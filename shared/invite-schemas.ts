import * as z from 'zod';
import { jobDescriptionSchema, testimonialSchema } from './agent-schemas';
import { contactMethods, headshotKeyPattern, ownershipStatuses } from './profile';
import type { Role } from './roles';
import { messages } from './validation/messages';
import { canadianPhone } from './validation/phone';
import { email, optional, pastDate, personName, plainLine, plainText, publicUrl } from './validation/rules-schemas';

/**
 * `POST /invite/{role}` and `POST /invite/agent/{id}/client` (document 2 §2 "Invite new user",
 * §3 "Invite payload", §5): the profile the invitee starts with. Each role takes only its own
 * fields (an admin: names, e-mail and headshot; no phone), and the invite form's readings of the
 * rules apply (DECISIONS row 14: address at least 2, bio at least 2). Unknown fields are dropped.
 * `today` is the Toronto date, for "not in the future".
 */

const imageKey = z.string().max(200).regex(headshotKeyPattern, 'Invalid image');

const person = {
  email: email(),
  firstName: personName(messages.firstNameRequired),
  lastName: personName(messages.lastNameRequired),
  headshot: optional(imageKey),
};

export function inviteSchemas(today: string) {
  const url = optional(publicUrl);
  return {
    admin: z.object(person),
    agent: z.object({
      ...person,
      phone: optional(canadianPhone),
      website: url,
      logo: optional(imageKey),
      jobDescription: jobDescriptionSchema,
      // The invite form's bio: at least 2 (DECISIONS row 14); the spec gives no message of its own.
      aboutMe: optional(
        plainText(
          z.string().trim().min(2, messages.jobDescriptionMinLength).max(1000, messages.aboutMeMaxLength),
          messages.aboutMeCharacters,
        ),
      ),
      instagram: url,
      linkedin: url,
      facebook: url,
      twitter: url,
      testimonials: z.array(testimonialSchema).max(50, 'At most 50 testimonials.').optional(),
    }),
    client: z.object({
      ...person,
      phone: optional(canadianPhone),
      address: optional(
        plainLine(z.string().trim().min(2, messages.addressMinTwo).max(300), messages.addressCharacters),
      ),
      dob: optional(pastDate(today)),
      preferredContactMethod: optional(z.enum(contactMethods)),
      ownershipStats: optional(z.enum(ownershipStatuses)),
      purchaseDate: optional(pastDate(today)),
      /** The assigned agent's id (an admin's choice; an agent's own invites are always theirs). */
      agent: optional(z.string().trim().max(100)),
    }),
  } satisfies Record<Role, z.ZodType>;
}

/**
 * `PUT /invite/{id}`: an invitation's details, corrected before its person signs up (QA 67b L1):
 * the client invite form's fields but the address itself, the pictures and the agent. The server
 * keeps of them what the invitation's role takes (an admin's: the names; an agent's: and phone).
 */
export function invitedDetailsSchema(today: string) {
  return inviteSchemas(today).client.omit({ email: true, headshot: true, agent: true });
}
export type InvitedDetails = z.output<ReturnType<typeof invitedDetailsSchema>>;

export type InviteBodies = { [R in Role]: z.output<ReturnType<typeof inviteSchemas>[R]> };
export type InviteBody = InviteBodies[Role];

// The outcomes' messages live apart, so that screens showing them need no zod.
export { inviteMessages } from './invite-messages';
