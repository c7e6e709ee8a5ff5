// The tags a card shows (member spec §3, §9): featured and premium as the server says, new and
// online from the profile's dates against the browser's clock, so they stay true on a kept list.
import { PROFILE_TAGS, isNewProfile, isOnline } from '@heartline/contracts/rules';
import type { Profile, ProfileTag } from '@heartline/contracts/schemas';

export type CardTag = ProfileTag;

export function cardTags(profile: Pick<Profile, 'tags' | 'createDate' | 'activityDate'>, now: number): CardTag[] {
  const flags: Record<CardTag, boolean> = {
    featured: profile.tags.includes('featured'),
    premium: profile.tags.includes('premium'),
    new: isNewProfile(profile.createDate, now),
    online: isOnline(profile.activityDate, now),
  };
  return PROFILE_TAGS.filter((tag) => flags[tag]);
}
