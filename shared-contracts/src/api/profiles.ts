// GET /profiles (search and the landing variant) and GET /profile/{id}.
import type { ProfileDetail } from '../entities/profile-detail';
import type { ProfilesPage } from '../entities/profiles-list';
import type { ProfilesQueryInput } from '../entities/profiles-search';
import { api, type RequestOptions } from './client';

/** The query of GET /profiles as sent: lists comma-separated, numbers as numbers. */
export type ProfileSearchParams = { [K in keyof ProfilesQueryInput]?: string | number | boolean };

type CallOptions = Pick<RequestOptions, 'loader' | 'signal'>;

/** How many cards the landing page's strip shows. */
export const LANDING_PROFILES_LIMIT = 8;

export function searchProfiles(params: ProfileSearchParams, options: CallOptions = {}): Promise<ProfilesPage> {
  return api.request<ProfilesPage>('get', '/profiles', { searchParams: params, ...options });
}

/** The landing page's strip: featured or premium cards of the brand, for visitors too. */
export function listLandingProfiles(limit = LANDING_PROFILES_LIMIT, options: CallOptions = {}): Promise<ProfilesPage> {
  return api.request<ProfilesPage>('get', '/profiles', {
    searchParams: { limit, type: 'landing', premium: true },
    anonymous: true,
    ...options,
  });
}

/** One profile with its gallery; the server records the visit (viewed / viewed-me). */
export function getProfile(id: string, options: CallOptions = {}): Promise<ProfileDetail> {
  return api.request<ProfileDetail>('get', `/profile/${encodeURIComponent(id)}`, options);
}
