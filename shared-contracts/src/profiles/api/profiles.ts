// GET /profiles (search and the landing variant) and GET /profile/{id}.
import type { ProfileDetail } from '../entities/profile-detail';
import type { ProfilesPage } from '../entities/profiles-list';
import type { ProfilesQueryInput } from '../entities/profiles-search';
import { ApiError, api, type RequestOptions } from '../../platform/api/client';
import { PLATFORM_MESSAGES } from '../../platform/messages';

/** The query of GET /profiles as sent: lists comma-separated, numbers as numbers. */
export type ProfileSearchParams = { [K in keyof ProfilesQueryInput]?: string | number | boolean };

type CallOptions = Pick<RequestOptions, 'loader' | 'signal'>;

/** How many cards the landing page's strip shows. */
export const LANDING_PROFILES_LIMIT = 8;

export function searchProfiles(params: ProfileSearchParams, options: CallOptions = {}): Promise<ProfilesPage> {
  return api.request<ProfilesPage>('get', '/profiles', { searchParams: params, ...options });
}

/**
 * The landing page's strip: featured or premium cards of the brand, for visitors too. Decoration
 * the landing page goes on without, so it is one plain GET (no retry, no page loader): a visitor's
 * first look at the site loads no HTTP library for it.
 */
export async function listLandingProfiles(
  limit = LANDING_PROFILES_LIMIT,
  options: Pick<RequestOptions, 'signal'> = {},
): Promise<ProfilesPage> {
  const { url, headers } = await api.endpoint('/profiles', { anonymous: true });
  const query = new URLSearchParams({ limit: String(limit), type: 'landing', premium: 'true' });
  let response: Response;
  try {
    response = await fetch(`${url}?${query}`, { headers: { ...headers, accept: 'application/json' }, signal: options.signal });
  } catch (error) {
    throw new ApiError(0, error instanceof Error && error.name === 'AbortError' ? error.message : PLATFORM_MESSAGES.generic);
  }
  if (!response.ok) throw new ApiError(response.status, PLATFORM_MESSAGES.generic);
  return (await response.json()) as ProfilesPage;
}

/** One profile with its gallery; the server records the visit (viewed / viewed-me). */
export function getProfile(id: string, options: CallOptions = {}): Promise<ProfileDetail> {
  return api.request<ProfileDetail>('get', `/profile/${encodeURIComponent(id)}`, options);
}
