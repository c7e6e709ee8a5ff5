// PATCH /user/{id}: the own-profile form, the city alone, or a favourite toggle (VIP only: 403 otherwise).
import type { User } from '../../accounts/entities/user';
import type { LocationUpdateInput, ProfileUpdateInput } from '../entities/profile-update';
import { api } from '../../platform/api/client';

export function updateProfile(userId: string, update: ProfileUpdateInput): Promise<User> {
  return api.request<User>('patch', `/user/${encodeURIComponent(userId)}`, { json: update });
}

/** Saves the member's city alone (the location-confirmation popup); answers the updated record. */
export function updateLocation(userId: string, location: LocationUpdateInput['location']): Promise<User> {
  return api.request<User>('patch', `/user/${encodeURIComponent(userId)}`, { json: { location } });
}

/** Adds (true) or removes (false) a favourite; a member without a subscription gets 403. */
export function setFavourite(userId: string, profileId: string, value: boolean): Promise<User> {
  return api.request<User>('patch', `/user/${encodeURIComponent(userId)}`, {
    json: { favourite: { profileId, value } },
    loader: false,
  });
}
