import type { AgentProfile } from '@shared/agent';
import type { AgentBranding } from '@shared/home-value/agent-branding';

/**
 * The agent's block on the report (document 3 §9.4): missing text shows '---' and a missing
 * phone '(000) 000-0000'. The images are always given to the renderer: the agent's own, or
 * the default headshot and logo.
 */
export interface SoldReportBranding {
  name: string;
  phone: string;
  email: string;
  website: string;
}

export const missingText = '---';
export const missingPhone = '(000) 000-0000';

/** The images the layout asks the renderer for. */
export const brandingImages = { headshot: 'headshot', logo: 'logo' } as const;

/** `416-555-0123` (or any 10 digits) → `(416) 555-0123`; anything else as it is. */
export function displayPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}

const present = (value: string | undefined) => value?.trim() || undefined;

/** A website without its scheme and trailing slash: `https://jane.example/` → `jane.example`. */
const displayWebsite = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

/** From an agent's profile or a valuation's branding (the annual report's `agent`). */
export function soldReportBranding(agent: AgentProfile | AgentBranding | null | undefined): SoldReportBranding {
  const name = present(`${agent?.firstName ?? ''} ${agent?.lastName ?? ''}`);
  const phone = present(agent?.phone);
  const email = present(agent?.email);
  const website = present(agent?.website);
  return {
    name: name ?? missingText,
    phone: phone ? displayPhone(phone) : missingPhone,
    email: email ?? missingText,
    website: website ? displayWebsite(website) : missingText,
  };
}
