import type { UserProfile } from '@shared/profile';
import type { Subscription } from '@shared/profile-schemas';
import { apiRequest } from '../../../lib/api-client';

/** `PUT /subscription`: the newsletter switches; answers the profile with its new version. */
export function updateSubscription(subscription: Subscription): Promise<UserProfile> {
  return apiRequest<UserProfile>('/subscription', { method: 'PUT', body: subscription });
}
