// What a member registered through POST /register starts with.
import type { RegisterRequest } from '@heartline/contracts/schemas';
import type { NewMember } from './repositories/accounts';

/** The likes a new member gets for the match game, as the seed's unverified newbie has. */
export const NEW_MEMBER_LIKES = 5;

/** "Cork, County Cork" → city and state; a place without a comma is a city alone. */
export function parseLocation(location: string): { city: string; state: string } {
  const comma = location.indexOf(',');
  if (comma < 0) return { city: location.trim(), state: '' };
  return { city: location.slice(0, comma).trim(), state: location.slice(comma + 1).trim() };
}

export function newMemberFrom(form: RegisterRequest, brand: { id: number; timezone: string }, passwordHash: string, now: Date): NewMember {
  // The schema refuses a missing gender; its type still says optional (the form starts empty).
  if (!form.gender || !form.lookingFor) throw new Error('A registration without gender passed validation');
  return {
    brandId: brand.id,
    username: form.username,
    email: form.email,
    passwordHash,
    gender: form.gender,
    lookingForGender: form.lookingFor,
    birthday: form.birthday,
    ...parseLocation(form.location),
    country: form.country,
    timezone: brand.timezone,
    likes: NEW_MEMBER_LIKES,
    createdAt: now,
  };
}
