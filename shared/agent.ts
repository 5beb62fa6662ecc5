import type { AgentDetailsForm } from './agent-schemas';

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
