import type { UserProfile } from '@shared/profile';
import type { Subscription } from '@shared/profile-schemas';
import { api } from '../../../lib/api/client';

/** `PUT /subscription`: the newsletter switches; answers the profile with its new section versions. */
export function updateSubscription(subscription: Subscription): Promise<UserProfile> {
  return api.user.updateSubscription({ body: subscription });
}
