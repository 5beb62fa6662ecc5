import * as z from 'zod';
import { headshotKeyPattern } from './profile';
import { messages } from './validation/messages';
import { optional, plainLine, plainText, publicUrl, requiredText } from './validation/rules-schemas';

/*
 * The agent form's zod schemas. Kept apart from the agent's types and link helpers
 * (agent.ts), which the agent pages import without needing zod.
 */

const url = optional(publicUrl);

export const testimonialSchema = plainText(
  requiredText(messages.testimonialRequired)
    .min(10, messages.testimonialMinLength)
    .max(1000, 'Testimonial must have at most 1000 characters'),
  messages.testimonialCharacters,
);

/**
 * The agent form of document 1 §5.3 (the profile-edit reading: title min 2, bio min 20 and
 * at most 1000, DECISIONS row 14). URLs are checked for form here; the API also resolves
 * their hosts and refuses private addresses (functions/user/accounts/public-url.ts).
 */
/** An agent's title, at least 2 characters, one line (the agent form and an agent's invitation). */
export const jobDescriptionSchema = optional(
  plainLine(z.string().trim().min(2, messages.jobDescriptionMinLength).max(200), messages.jobDescriptionCharacters),
);

export const agentDetailsFormSchema = z.object({
  website: url,
  /**
   * The logo: the stored key sent back, or a fresh upload (`POST /uploads`, purpose logo) that
   * the API checks and keeps under the agent's own prefix. Left out, the logo stays as it is.
   */
  logo: optional(z.string().max(200).regex(headshotKeyPattern, 'Invalid image')),
  jobDescription: jobDescriptionSchema,
  aboutMe: optional(
    plainText(
      z.string().trim().min(20, messages.aboutMeMinLength).max(1000, messages.aboutMeMaxLength),
      messages.aboutMeCharacters,
    ),
  ),
  instagram: url,
  linkedin: url,
  facebook: url,
  twitter: url,
  testimonials: z.array(testimonialSchema).max(50).optional(),
});
export type AgentDetailsForm = z.output<typeof agentDetailsFormSchema>;
