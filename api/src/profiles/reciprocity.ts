// How the fictitious profiles answer a member, decided by a hash of the two ids: the same member
// and profile always get the same answer, so a like that matched matches again after an undo.

/** A like returns a match for about 35 % of profiles. */
export const MATCH_RATE = 0.35;
/** About 40 % of the profiles a member views look back at the member's profile. */
export const VIEW_BACK_RATE = 0.4;
/** About 10 % of the profiles a member views add the member to their favourites. */
export const FAVOURITE_BACK_RATE = 0.1;

/** FNV-1a (32 bit) of the text, as a number in [0, 1). */
function unitHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 4_294_967_296;
}

export type Reaction = 'match' | 'view-back' | 'favourite-back';

const RATES: Record<Reaction, number> = { match: MATCH_RATE, 'view-back': VIEW_BACK_RATE, 'favourite-back': FAVOURITE_BACK_RATE };

/** Whether `profileId` reacts to `userId` with `reaction`. */
export function profileReacts(reaction: Reaction, userId: number, profileId: number): boolean {
  return unitHash(`${reaction}:${userId}:${profileId}`) < RATES[reaction];
}
