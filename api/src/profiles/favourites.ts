// A member's favourite profiles: adding one needs a membership that grants 'unlimited-favorites'
// (member spec §6; the brands' memberships differ, issue 26); removing stays possible after a
// membership ends or without that feature.
import { PROFILES_ERROR_CODES, PROFILES_MESSAGES, type FavouriteUpdate } from '@heartline/contracts/schemas';
import { HttpError } from '../http-error';
import type { MemberFacts } from '../accounts/member-records';
import { toDatabaseId } from '../database-id';
import type { ProfilesDeps } from './deps';

/** The membership feature that lets a member favourite profiles. */
const FAVOURITES_FEATURE = 'unlimited-favorites';

export interface Favourites {
  /** Adds or removes a profile of the member's brand; 404 for any other, 403 (upgrade) to add without the feature. */
  update(member: MemberFacts, change: FavouriteUpdate): Promise<void>;
}

export function createFavourites(deps: ProfilesDeps): Favourites {
  const { favourites, profiles } = deps.repositories;
  return {
    async update(member, { favourite }) {
      const profileId = toDatabaseId(favourite.profileId);
      const profile = profileId === null ? null : await profiles.findCardInBrand(member.brandId, profileId);
      if (!profile) throw new HttpError(404, PROFILES_MESSAGES.profileNotFound);
      if (!favourite.value) return favourites.remove(member.id, profile.id);
      if (!member.membershipFeatures.includes(FAVOURITES_FEATURE)) {
        throw new HttpError(403, PROFILES_MESSAGES.favouritesNeedPremium, {
          code: PROFILES_ERROR_CODES.subscriptionRequired,
          feature: FAVOURITES_FEATURE,
        });
      }
      return favourites.add(member.id, profile.id, deps.clock());
    },
  };
}
