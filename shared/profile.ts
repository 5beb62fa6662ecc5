import * as z from 'zod';
import { agentDetailsFormSchema } from './agent';
import { messages } from './validation/messages';
import { canadianPhone } from './validation/phone';
import { optional, pastDate, requiredText } from './validation/rules';

export const contactMethods = ['email', 'SMS', 'phone'] as const;
export type ContactMethod = (typeof contactMethods)[number];

export const ownershipStatuses = ['owner', 'lessee'] as const;
export type OwnershipStatus = (typeof ownershipStatuses)[number];

/** The Home ownership section's choices; the spec does not show their labels. */
export const ownershipLabels: Record<OwnershipStatus, { status: string; date: string }> = {
  owner: { status: 'I own my home', date: 'Purchase date' },
  lessee: { status: 'I lease my home', date: 'Lease date' },
};

/**
 * A headshot key (document 1 §7.5): either the one already stored (`headshots/...`), or a
 * fresh upload (`uploads/{userId}/...`, from `POST /uploads`) that the API checks and
 * copies to `headshots/` when the profile is saved. Uploads expire by a lifecycle rule.
 */
export const headshotKeyPattern = /^(headshots\/[\w.-]+|uploads\/[\w-]+\/[\w.-]+)$/;
const headshotKey = z.string().max(200).regex(headshotKeyPattern, 'Invalid image');

function personName(requiredMessage: string) {
  return requiredText(requiredMessage).min(2, messages.nameMinLength).max(100, 'Name must have at most 100 characters');
}

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
    address: optional(z.string().trim().min(6, messages.addressMinSix).max(300)),
    dob: optional(pastDate(today)),
    ownershipStats: optional(z.enum(ownershipStatuses)),
    purchaseDate: optional(pastDate(today)),
    preferredContactMethod: optional(z.enum(contactMethods)).transform((v) => v ?? 'email'),
    receiveEmail: z.boolean().default(true),
    receiveSoldReport: z.boolean().default(true),
    headshot: optional(headshotKey),
    /** Agents and admins only: the agent details of their page (document 1 §5.3 "Agent form"). */
    agent: agentDetailsFormSchema.optional(),
    /** The version the client read; a stale one is refused instead of overwriting. */
    version: z.number().int().nonnegative().optional(),
  });
}
export type AccountForm = z.output<ReturnType<typeof accountFormSchema>>;
export type AccountFormInput = z.input<ReturnType<typeof accountFormSchema>>;

/** `GET /myprofile` (document 1 §3 "User profile"). */
export interface UserProfile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
  /** The stored key; send it back unchanged, or a fresh upload key to replace the picture. */
  headshot?: string;
  /** A short-lived address of the headshot for `<img>`; absent when there is none. */
  headshotUrl?: string;
  address?: string;
  dob?: string;
  ownershipStats?: OwnershipStatus;
  purchaseDate?: string;
  preferredContactMethod: ContactMethod;
  receiveEmail: boolean;
  receiveSoldReport: boolean;
  /** The assigned agent's user id, when there is one. */
  agentId?: string;
  version: number;
}

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
