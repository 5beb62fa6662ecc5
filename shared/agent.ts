import * as z from 'zod';
import { messages } from './validation/messages';
import { optional, publicUrl, requiredText } from './validation/rules';

/** An agent's social profiles (document 1 §3 "Agent profile"). */
export interface SocialMedias {
  instagram?: string;
  linkedIn?: string;
  facebook?: string;
  twitter?: string;
}

/** The agent-only part of a profile: what the agent details page shows beyond the names. */
export interface AgentDetails {
  website?: string;
  jobDescription?: string;
  aboutMe?: string;
  socialMedias?: SocialMedias;
  testimonials?: string[];
}

/**
 * An agent as clients and visitors see them (`GET /profiles/myagent`, `GET /agents/{id}`):
 * contact details and the agent page, nothing internal. Images come as ready URLs.
 */
export interface AgentProfile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
  headshotUrl?: string;
  logoUrl?: string;
  website?: string;
  jobDescription?: string;
  aboutMe?: string;
  socialMedias: SocialMedias;
  testimonials: string[];
}

const url = optional(publicUrl);

export const testimonialSchema = requiredText(messages.testimonialRequired)
  .min(10, messages.testimonialMinLength)
  .max(1000, 'Testimonial must have at most 1000 characters');

/**
 * The agent form of document 1 §5.3 (the profile-edit reading: title min 2, bio min 20 and
 * at most 1000, DECISIONS row 14). URLs are checked for form here; the API also resolves
 * their hosts and refuses private addresses (functions/user/public-url.ts).
 */
export const agentDetailsFormSchema = z.object({
  website: url,
  jobDescription: optional(z.string().trim().min(2, messages.jobDescriptionMinLength).max(200)),
  aboutMe: optional(z.string().trim().min(20, messages.aboutMeMinLength).max(1000, messages.aboutMeMaxLength)),
  instagram: url,
  linkedin: url,
  facebook: url,
  twitter: url,
  testimonials: z.array(testimonialSchema).max(50).optional(),
});
export type AgentDetailsForm = z.output<typeof agentDetailsFormSchema>;

/** The form's fields as stored: the social links grouped under `socialMedias`. */
export function toAgentDetails(form: AgentDetailsForm): AgentDetails {
  const socialMedias: SocialMedias = {
    ...(form.instagram && { instagram: form.instagram }),
    ...(form.linkedin && { linkedIn: form.linkedin }),
    ...(form.facebook && { facebook: form.facebook }),
    ...(form.twitter && { twitter: form.twitter }),
  };
  return {
    ...(form.website && { website: form.website }),
    ...(form.jobDescription && { jobDescription: form.jobDescription }),
    ...(form.aboutMe && { aboutMe: form.aboutMe }),
    socialMedias,
    testimonials: form.testimonials ?? [],
  };
}

/** A link the browser can open: the form accepts `instagram.com/x`, an anchor needs a scheme. */
export function absoluteUrl(value: string): string {
  return /^[a-z]+:\/\//i.test(value) ? value : `https://${value}`;
}
